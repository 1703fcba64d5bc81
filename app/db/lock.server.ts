// Owns the rule "one shop process per embedded database": two processes on one PGlite directory
// silently lose committed rows, so the second one must refuse to start.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DirectoryInUseError extends Error {}

/** Whether a process with this id is alive (on this machine). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock file beside the database directory; returns the function that releases it. */
export function lockDirectory(dbDir: string): () => void {
  mkdirSync(path.dirname(dbDir), { recursive: true });
  const lockFile = `${dbDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DirectoryInUseError(
          `The database directory ${dbDir} is in use by another shop process (pid ${holder}); stop it first.`,
        );
      }
      // Left behind by a process that died (kill -9, power loss): take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DirectoryInUseError(`The database directory ${dbDir} is in use by another shop process.`);
}
