// Owns keeping what the shop writes readable by its own user only: the embedded database (its WAL
// holds password hashes and session tokens), the mail files (password-reset links), pictures,
// secrets and backups. Two layers: a umask of 077 for everything this process creates from now on,
// and a walk that takes group and other bits off what is already there — a data directory made by
// an older version, or files whose modes a library set itself (PGlite's restore writes 666).
import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/** From now on this process (and the processes it starts) creates files 0600 and folders 0700. */
export function createPrivately(): void {
  process.umask(0o077);
}

/** Takes group and other permissions off `target` and everything under it (links are not followed). */
export function makePrivate(target: string): void {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return;
  }
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(target, stat.mode & 0o700);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(target)) makePrivate(path.join(target, name));
}
