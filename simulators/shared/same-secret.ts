// Owns comparing secrets the simulators check (consumer keys and secrets, STK passwords, API keys)
// in constant time, so that a caller cannot learn them byte by byte from how long the answer takes.
import { createHash, timingSafeEqual } from "node:crypto";

/** Hashed first, so that the secrets' lengths do not show in the time taken either. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
