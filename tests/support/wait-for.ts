// Owns waiting in tests for something to be there (a callback received, a page showing a result, a
// simulator's report): the event, never a time.
import { vi } from "vitest";

/**
 * What `read` gives once it gives something (anything but undefined, false, null, 0 or ""); fails
 * after `timeout` ms saying it was still waiting for `what`.
 */
export function waitForValue<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  { timeout = 3_000, interval = 10 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!value) throw new Error(`Still waiting for ${what}`);
      return value;
    },
    { timeout, interval },
  );
}
