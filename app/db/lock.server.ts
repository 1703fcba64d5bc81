// Owns the rule "one shop process per embedded database": two processes on one PGlite directory
// silently lose committed rows, so the second one must refuse to start. The lock is an exclusive
// SQLite transaction (node:sqlite, `BEGIN EXCLUSIVE`) on a small lock database beside the directory:
// an OS file lock held by the open process, which the kernel releases when the process ends in any
// way (kill -9, crash), and which holds between processes that cannot see each other's pids
// (containers sharing a volume). Decision record 0006.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

export class DirectoryInUseError extends Error {}

/** SQLITE_BUSY and SQLITE_LOCKED: another process (or connection) holds the lock. */
const lockedCodes = new Set([5, 6]);

/** The locks this process holds, kept reachable: a collected connection would let its lock go. */
const held = new Set<DatabaseSync>();

function lockFileOf(dbDir: string): string {
  return `${dbDir}.lock.sqlite`;
}

/** Takes the lock beside the database directory, never waiting; returns the function that releases it. */
export function lockDirectory(dbDir: string): () => void {
  mkdirSync(path.dirname(dbDir), { recursive: true });
  const lock = new DatabaseSync(lockFileOf(dbDir), { timeout: 0 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if (lockedCodes.has((error as { errcode?: number }).errcode ?? 0)) {
      throw new DirectoryInUseError(
        `The database directory ${dbDir} is in use by another shop process; stop it first.`,
      );
    }
    throw error;
  }
  held.add(lock);
  return () => {
    if (!held.delete(lock)) return;
    lock.exec("ROLLBACK");
    lock.close();
  };
}

/** Whether a shop process (this one or another) has the database directory open. */
export function isDirectoryInUse(dbDir: string): boolean {
  try {
    lockDirectory(dbDir)();
    return false;
  } catch (error) {
    if (error instanceof DirectoryInUseError) return true;
    throw error;
  }
}
