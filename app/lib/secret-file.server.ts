// Owns secrets the shop makes for itself: the configured value, or one generated once into a file
// under DATA_DIR (readable by its user only) and read back at every start, shared by every process
// that uses the same directory.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function loadOrCreateSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, "utf8").trim();
    }
  }
}
