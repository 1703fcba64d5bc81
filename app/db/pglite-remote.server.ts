// Owns talking to the embedded database (PGlite) that runs in a worker thread of this process
// (pglite-worker.server.ts), so that its WebAssembly works on the second core while this thread
// renders pages (decision 0038). `RemotePglite` answers the calls Drizzle's PGlite driver and the
// shop make on a PGlite object (query, exec, transaction, listen, close) by sending them over the
// worker's message port; a transaction is held open in the worker across messages, so the JavaScript
// between its statements still runs here. The worker must be this module's sibling in the source
// tree: the server bundle does not carry it, and Node runs it as TypeScript.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { projectRoot } from "../lib/project-root.server.ts";

/** What the worker is started with. */
export interface WorkerData {
  /** undefined: in memory. */
  dataDir: string | undefined;
}

/**
 * A query's options as they can cross the thread boundary. Functions cannot: Drizzle's parsers
 * (`{ [oid]: (text) => text }`) keep the types they name as the text PostgreSQL sent, and that is
 * what `rawTypes` asks the worker for.
 */
export interface PortableQueryOptions {
  rowMode?: "array" | "object";
  rawTypes?: number[];
  paramTypes?: number[];
}

/** Requests to the worker; `tx` names a transaction (or an exclusive hold) begun before. */
export type Request =
  | { op: "query"; sql: string; params: unknown[]; options: PortableQueryOptions; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  /** Takes PGlite's transaction lock: with BEGIN (transaction) or alone (exclusive: nothing else runs). */
  | { op: "begin"; kind: "transaction" | "exclusive" }
  /** Ends what begin took: COMMIT (or ROLLBACK when commit is false) for a transaction. */
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "close" };

/** An error as it crosses the boundary: its own fields (PostgreSQL's code, constraint, detail). */
export interface PortableError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

/** What the worker posts: an answer to request `id`, a notice on a channel, or its start. */
export type WorkerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PortableError }
  | { notice: string; payload: string }
  | { ready: true }
  | { failed: PortableError };

/** The result of a query, as PGlite gives it. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
  paramTypes?: number[];
}

/** A PostgreSQL error raised in the worker, with its fields (code "23505" and so on) kept. */
class RemoteDatabaseError extends Error {
  [field: string]: unknown;
}

function errorOf(portable: PortableError): RemoteDatabaseError {
  const error = new RemoteDatabaseError(portable.message);
  Object.assign(error, portable.fields);
  error.name = portable.name;
  return error;
}

function portableOptions(options: QueryOptions | undefined): PortableQueryOptions {
  if (!options) return {};
  const unknown = Object.keys(options).filter(
    (key) => !["rowMode", "parsers", "paramTypes"].includes(key),
  );
  if (unknown.length > 0)
    throw new Error(`query options that cannot reach the database worker: ${unknown.join(", ")}`);
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/**
 * A worker inherits this process's Node options, and those that say where the main script came
 * from (`--eval` and its text, `--input-type`) refuse a worker's file: a process started that way
 * (a script given on the command line) passes the others. Then they must all be Node's own: V8's
 * flags (`--max-old-space-size`) are refused in a worker's list, and apply to every thread anyway.
 */
function workerExecArgv(): string[] | undefined {
  const args = process.execArgv;
  if (!args.some((arg) => /^(-e|-p|--eval|--print|--input-type)(=|$)/.test(arg))) return undefined;
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (["--eval", "-e", "--print", "-p"].includes(arg)) i++;
    else if (!/^--(input-type|eval|print)=/.test(arg)) kept.push(arg);
  }
  return kept;
}

/** The statements of one transaction, sent to the worker with its id. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class RemotePglite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  /** Why the worker can no longer answer (it stopped, or was closed). */
  #gone: Error | undefined;
  #closed: Promise<void> | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Starts the worker and PGlite in it (on `dataDir`, or in memory). Resolves once PGlite is open;
   * rejects with PGlite's own error when it cannot open.
   */
  static async start(dataDir: string | undefined): Promise<RemotePglite> {
    const worker = new Worker(path.join(projectRoot(), "app", "db", "pglite-worker.server.ts"), {
      workerData: { dataDir } satisfies WorkerData,
      execArgv: workerExecArgv(),
      // Its JavaScript heap holds only the rows in flight; PGlite's memory is WebAssembly's, outside
      // it. A limit of its own keeps a runaway result from taking the shop's share.
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    const remote = new RemotePglite(worker);
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        worker.off("message", first);
        reject(error);
      };
      const first = (message: WorkerMessage) => {
        if ("ready" in message) {
          worker.off("error", fail);
          resolve();
        } else if ("failed" in message) {
          worker.off("error", fail);
          void worker.terminate();
          reject(errorOf(message.failed));
        }
      };
      worker.on("message", first);
      worker.once("error", fail);
      worker.once("exit", (code) =>
        fail(new Error(`the database worker stopped (exit code ${code})`)),
      );
    });
    remote.#listen();
    return remote;
  }

  #listen(): void {
    const worker = this.#worker;
    worker.on("message", (message: WorkerMessage) => {
      if ("notice" in message) {
        for (const listener of this.#listeners.get(message.notice) ?? []) listener(message.payload);
        return;
      }
      if (!("id" in message)) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#settled(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(errorOf(message.error));
    });
    const stopped = (why: Error) => {
      this.#gone ??= why;
      for (const [id, pending] of this.#pending) {
        this.#pending.delete(id);
        pending.reject(this.#gone);
      }
    };
    worker.on("error", (error) =>
      stopped(new Error(`the database worker failed: ${error.message}`)),
    );
    worker.on("exit", (code) =>
      stopped(new Error(`the database worker stopped (exit code ${code})`)),
    );
    // Like PGlite in this thread, an idle database does not keep the process alive: the worker
    // counts only while a request waits for its answer (see #settled).
    worker.unref();
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #request<T>(request: Request): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<QueryResult<T>> {
    return this.#request({ op: "query", sql, params, options: portableOptions(options), tx });
  }

  exec(sql: string, tx?: number): Promise<QueryResult[]> {
    return this.#request({ op: "exec", sql, tx });
  }

  /**
   * Runs `callback` in a transaction held by the worker: COMMIT when it resolves, ROLLBACK when it
   * throws (and the error is passed on). Transactions and queries outside them wait for each other
   * as they do on PGlite itself (one connection).
   */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const id = await this.#request<number>({ op: "begin", kind: "transaction" });
    const tx: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error is the one that matters; a worker that is gone has rolled back anyway.
      await this.#request({ op: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.#request({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Runs `work` (in this thread) while no transaction or query runs in the database. */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    const id = await this.#request<number>({ op: "begin", kind: "exclusive" });
    try {
      return await work();
    } finally {
      await this.#request({ op: "end", tx: id, commit: true });
    }
  }

  /** Calls `onNotice` for every NOTIFY on `channel`; resolves with the way to stop. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#request({ op: "listen", channel });
    }
    listeners.add(onNotice);
    return async () => {
      listeners.delete(onNotice);
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      if (!this.#gone) await this.#request({ op: "unlisten", channel });
    };
  }

  /** Closes PGlite in the worker (its files complete), then ends the worker. */
  close(): Promise<void> {
    return (this.#closed ??= (async () => {
      if (!this.#gone) await this.#request({ op: "close" });
      this.#gone ??= new Error("the database is closed");
      await this.#worker.terminate();
    })());
  }
}
