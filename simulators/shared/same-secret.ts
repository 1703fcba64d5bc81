// Owns comparing secrets the simulators check (consumer secrets, STK passwords) in constant time,
// so that a caller cannot learn them byte by byte from how long the answer takes.
import { timingSafeEqual } from "node:crypto";

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
