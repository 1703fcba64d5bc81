// Owns reading and saving the shop's settings. Every page reads them (the footer's contacts), so
// each server keeps them in memory and forgets them when any server announces a save; a save names
// the version it edited, so two staff saving at once cannot silently undo each other, and records
// who changed what.
import { isDeepStrictEqual } from "node:util";
import { desc, eq } from "drizzle-orm";
import { announceChange, type ChangeFeed } from "../../db/changes.server.ts";
import type { Db } from "../../db/client.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { settingsChanges, shopSettings } from "../../db/schema/settings.ts";
import type { Logger } from "../../lib/logger.server.ts";
import {
  storedSettings,
  type ShopSettings,
  type VersionedSettings,
} from "../../lib/shop-settings.ts";

export type SaveOutcome =
  | { ok: true; version: number; changed: boolean }
  /** Someone saved since the form was shown: nothing was saved; these are the settings now. */
  | { ok: false; reason: "stale"; current: VersionedSettings };

export interface SettingsStore {
  /** The settings in force (from memory once read, until a save anywhere). */
  current(): Promise<VersionedSettings>;
  /** Saves `next` if the stored version is still `editedVersion`, recording the change. */
  save(next: ShopSettings, editedVersion: number, by: string): Promise<SaveOutcome>;
}

export function settingsStore(
  db: Db,
  defaults: ShopSettings,
  feed: ChangeFeed,
  log: Logger,
): SettingsStore {
  let cached: Promise<VersionedSettings> | undefined;
  // A read in flight when a save is announced is dropped too: the next caller reads again.
  feed.subscribe((topic) => {
    if (topic === null || topic === "settings") cached = undefined;
  });

  const parse = (version: number, document: unknown): ShopSettings => {
    const parsed = storedSettings.safeParse(document);
    if (parsed.success) return parsed.data;
    log.error(
      { version, issue: parsed.error.issues[0] },
      "stored settings do not have the expected shape; using the defaults",
    );
    return defaults;
  };

  const read = async (from: Db): Promise<VersionedSettings> => {
    const [row] = await from
      .select({ version: shopSettings.version, settings: shopSettings.settings })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return row
      ? { version: row.version, settings: parse(row.version, row.settings) }
      : { version: 0, settings: defaults };
  };

  return {
    current() {
      if (!cached) {
        const reading = read(db);
        cached = reading;
        reading.catch(() => {
          if (cached === reading) cached = undefined;
        });
      }
      return cached;
    },

    async save(next, editedVersion, by) {
      const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
        // Locks the row (when there is one) so that the version check and the write are one step.
        const [locked] = await tx
          .select({ version: shopSettings.version })
          .from(shopSettings)
          .where(eq(shopSettings.id, 1))
          .for("update");
        const now = locked ? await read(tx) : { version: 0, settings: defaults };
        if (now.version !== editedVersion) return { ok: false, reason: "stale", current: now };
        if (isDeepStrictEqual(now.settings, next))
          return { ok: true, version: now.version, changed: false };
        const version = now.version + 1;
        if (locked) {
          await tx
            .update(shopSettings)
            .set({ version, settings: next, updatedAt: new Date(), updatedBy: by })
            .where(eq(shopSettings.id, 1));
        } else {
          // Two first saves at once: the second waits on the key, then inserts nothing.
          const inserted = await tx
            .insert(shopSettings)
            .values({ id: 1, version, settings: next, updatedBy: by })
            .onConflictDoNothing()
            .returning({ id: shopSettings.id });
          if (inserted.length === 0) return { ok: false, reason: "stale", current: await read(tx) };
        }
        await tx
          .insert(settingsChanges)
          .values({ version, changedBy: by, before: now.settings, after: next });
        await announceChange(tx, "settings");
        return { ok: true, version, changed: true };
      });
      if (outcome.ok && outcome.changed) feed.tell("settings");
      return outcome;
    },
  };
}

export interface SettingsChangeEntry {
  version: number;
  changedAt: Date;
  /** The e-mail of the staff member; null once the account is gone. */
  changedByEmail: string | null;
  before: ShopSettings;
  after: ShopSettings;
}

/** The latest changes, newest first. */
export async function settingsHistory(db: Db, limit = 20): Promise<SettingsChangeEntry[]> {
  const rows = await db
    .select({
      version: settingsChanges.version,
      changedAt: settingsChanges.createdAt,
      changedByEmail: user.email,
      before: settingsChanges.before,
      after: settingsChanges.after,
    })
    .from(settingsChanges)
    .leftJoin(user, eq(user.id, settingsChanges.changedBy))
    .orderBy(desc(settingsChanges.createdAt), desc(settingsChanges.version))
    .limit(limit);
  // Documents were checked when saved; a row that no longer parses is left out rather than shown wrong.
  return rows.flatMap((row) => {
    const before = storedSettings.safeParse(row.before);
    const after = storedSettings.safeParse(row.after);
    return before.success && after.success
      ? [{ ...row, before: before.data, after: after.data }]
      : [];
  });
}
