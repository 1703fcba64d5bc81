// Owns scratch PostgreSQL databases: a uniquely named database on a server, made for one test file or
// one benchmark run and dropped after it, so that runs never share data or leave it behind.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  /** The server's URL with the scratch database in its path. */
  url: string;
  /** Drops it, ending whatever connections are left (a killed shop's, say). */
  drop(): Promise<void>;
}

/**
 * Creates `<prefix>_<random>` on the server of `serverUrl`; the database named in that URL is only
 * used to connect. The prefix tells who left a database behind when a run was killed.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  try {
    await onServer(serverUrl, `create database ${name}`);
  } catch (error) {
    throw new Error(
      `cannot create database ${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs `work` on the URL of a scratch database, dropping the database afterwards, also on failure. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl, prefix);
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/** One statement on a connection of its own: CREATE and DROP DATABASE cannot run in a transaction. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
