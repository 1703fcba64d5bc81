// Owns statements built once per database client: drizzle turns a query into SQL text on every call
// (0.1 to 0.2 ms of CPU for a listing, on every page that shows one); a prepared statement keeps
// its text and takes only the values.
import type { Db } from "./client.server.ts";

/** The statement `prepare` builds for a client, built on first use and kept as long as the client lives. */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
