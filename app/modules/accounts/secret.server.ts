// Owns the secret that signs session cookies: AUTH_SECRET, or one generated once into DATA_DIR.
import { loadOrCreateSecret } from "../../lib/secret-file.server.ts";

export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  return loadOrCreateSecret(configured, dataDir, "auth-secret");
}
