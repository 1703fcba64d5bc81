// /healthz reads the database's state from a ping on its own timer: a health check never waits
// behind a database queue (a flood of sign-ins), yet a failed or stuck database shows.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { httpRules } from "../../app/lib/rules/http.ts";
import { watchHealth } from "../../server/health.ts";

describe("the health watch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers at once while a ping waits in the database's queue, and turns unhealthy once no ping answered for too long", async () => {
    let pings = 0;
    const stuck = watchHealth(() => {
      pings += 1;
      return new Promise<boolean>(() => {}); // the database's queue never gets to it
    });
    expect(stuck.healthy()).toBe(true);
    await vi.advanceTimersByTimeAsync(httpRules.healthPingEveryMs * 3);
    // One ping in flight at a time, and the answer did not wait for it.
    expect(pings).toBe(1);
    expect(stuck.healthy()).toBe(true);
    await vi.advanceTimersByTimeAsync(httpRules.healthStaleMs);
    expect(stuck.healthy()).toBe(false);
    stuck.stop();
  });

  it("is unhealthy as soon as a ping fails, and healthy again when one succeeds", async () => {
    let answer = false;
    const watch = watchHealth(async () => answer);
    await vi.advanceTimersByTimeAsync(httpRules.healthPingEveryMs);
    expect(watch.healthy()).toBe(false);
    answer = true;
    await vi.advanceTimersByTimeAsync(httpRules.healthPingEveryMs);
    expect(watch.healthy()).toBe(true);
    watch.stop();
  });
});
