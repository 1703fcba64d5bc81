// Runs in the worker thread RemotePglite starts (pglite-remote.server.ts): owns the process's PGlite
// and answers the main thread's requests one message at a time. PGlite's own locks order them as
// they did in one thread: a transaction holds its lock from `begin` to `end`, and every query from
// outside it waits.
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { createPglite } from "./pglite.server.ts";
import type {
  PortableError,
  PortableQueryOptions,
  Request,
  WorkerData,
  WorkerMessage,
} from "./pglite-remote.server.ts";

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

function portableError(error: unknown): PortableError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: PortableError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, fields };
}

/** Ends a transaction with ROLLBACK: thrown inside PGlite's transaction callback. */
class RollBack extends Error {}

/** A transaction or exclusive hold, open between its `begin` and `end` messages. */
interface Held {
  tx: Transaction | undefined;
  end(commit: boolean): void;
  /** Settles once PGlite has committed or rolled back and let go of its lock. */
  done: Promise<unknown>;
}

const keepText = (text: string) => text;

function queryOptions(options: PortableQueryOptions) {
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    parsers: options.rawTypes
      ? Object.fromEntries(options.rawTypes.map((type) => [type, keepText]))
      : undefined,
  };
}

function serve(pglite: PGlite): void {
  const held = new Map<number, Held>();
  const listening = new Map<string, () => Promise<void>>();
  let nextHold = 1;

  /** Resolves with the hold's id once PGlite's transaction lock is taken (and BEGIN sent). */
  const begin = (kind: "transaction" | "exclusive") =>
    new Promise<number>((started, failed) => {
      const id = nextHold++;
      const entry: Held = { tx: undefined, end: () => {}, done: Promise.resolve() };
      let began = false;
      // Runs inside PGlite's lock, and keeps it until `end` settles the promise it returns.
      const hold = (tx?: Transaction) =>
        new Promise<void>((commit, rollBack) => {
          entry.tx = tx;
          entry.end = (ok) => (ok ? commit() : rollBack(new RollBack()));
          held.set(id, entry);
          began = true;
          started(id);
        });
      entry.done =
        kind === "transaction"
          ? pglite.transaction((tx) => hold(tx))
          : pglite._runExclusiveTransaction(() => hold());
      // Failing before the callback ran (BEGIN failed), nothing is held: the begin request fails.
      entry.done.catch((error: unknown) => {
        if (!began) failed(error);
      });
    });

  const end = async (id: number, commit: boolean) => {
    const entry = held.get(id);
    if (!entry) throw new Error(`no transaction ${id} is open`);
    held.delete(id);
    entry.end(commit);
    try {
      await entry.done;
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
  };

  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return pglite;
    const entry = held.get(tx);
    if (!entry?.tx) throw new Error(`no transaction ${tx} is open`);
    return entry.tx;
  };

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case "query":
        return target(request.tx).query(request.sql, request.params, queryOptions(request.options));
      case "exec":
        return target(request.tx).exec(request.sql);
      case "begin":
        return begin(request.kind);
      case "end":
        return end(request.tx, request.commit);
      case "listen":
        if (!listening.has(request.channel))
          listening.set(
            request.channel,
            await pglite.listen(request.channel, (payload) =>
              post({ notice: request.channel, payload }),
            ),
          );
        return undefined;
      case "unlisten":
        await listening.get(request.channel)?.();
        listening.delete(request.channel);
        return undefined;
      case "close":
        await pglite.close();
        return undefined;
    }
  };

  port.on("message", (message: Request & { id: number }) => {
    handle(message).then(
      (value) => post({ id: message.id, ok: true, value }),
      (error: unknown) => post({ id: message.id, ok: false, error: portableError(error) }),
    );
  });
}

try {
  const { dataDir } = workerData as WorkerData;
  serve(await createPglite({ dataDir }));
  post({ ready: true });
} catch (error) {
  post({ failed: portableError(error) });
}
