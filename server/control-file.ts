// Owns DATA_DIR/control.json: how a command on the same machine reaches the running shop (its
// address, and a secret made at each start that lets `npm run admin -- backup` ask for a backup).
// Readable by the shop's user only; removed when the shop stops.
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ShopControl {
  url: string;
  backupToken: string;
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, "control.json");

export function newBackupToken(): string {
  return randomBytes(32).toString("base64url");
}

export function writeControlFile(dataDir: string, control: ShopControl): () => void {
  const file = fileIn(dataDir);
  writeFileSync(file, JSON.stringify(control), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

export function readControlFile(dataDir: string): ShopControl | undefined {
  try {
    return JSON.parse(readFileSync(fileIn(dataDir), "utf8")) as ShopControl;
  } catch {
    return undefined;
  }
}
