// Owns telling every app server that something they keep in memory changed (the settings; the
// catalogue, which the pages kept for visitors show): the writer announces a topic inside its transaction (PostgreSQL delivers
// a NOTIFY only when, and if, the transaction commits), and each server's feed calls its listeners.
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "./client.server.ts";

const channel = "shop_changes";

export const changeTopics = ["settings", "catalogue"] as const;
export type ChangeTopic = (typeof changeTopics)[number];

/** The announcement as an expression, for a statement that also makes the change (one round trip fewer). */
export function announceChangeSql(topic: ChangeTopic): SQL {
  return sql`pg_notify(${channel}, ${topic})`;
}

/** Queues the announcement in `db`'s transaction (or sends it at once outside one). */
export async function announceChange(db: Db, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select ${announceChangeSql(topic)}`);
}

/** A topic announced by any server; null: announcements may have been missed, so forget everything. */
export type ChangeListener = (topic: ChangeTopic | null) => void;

export interface ChangeFeed {
  subscribe(listener: ChangeListener): () => void;
  /** Tells this server's own listeners at once (a save made here need not wait for its notice). */
  tell(topic: ChangeTopic): void;
  /** Hears every server's announcements from now on (tests and scripts that do not call it hear only their own). */
  listenTo(listen: Database["listen"]): Promise<void>;
  /** Whether it hears every server's announcements (listenTo was called): memory may be kept then. */
  hearsAll(): boolean;
  stop(): Promise<void>;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let stopListening: (() => Promise<void>) | undefined;
  const tell = (topic: ChangeTopic | null) => {
    for (const listener of listeners) listener(topic);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell,
    async listenTo(listen) {
      stopListening = await listen(channel, (payload) => {
        if (payload === null) tell(null);
        else if ((changeTopics as readonly string[]).includes(payload))
          tell(payload as ChangeTopic);
      });
    },
    hearsAll: () => stopListening !== undefined,
    async stop() {
      listeners.clear();
      await stopListening?.();
    },
  };
}
