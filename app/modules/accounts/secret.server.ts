// Owns the secret that signs session cookies: AUTH_SECRET, or one generated once into DATA_DIR.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
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
