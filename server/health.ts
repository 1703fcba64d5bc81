// Owns the answer to /healthz: whether the database answered lately, read from memory. The database
// is pinged on a timer of its own, so a health check never waits in the queue that a flood of
// sign-ins (password hashes, the database's one connection) builds: a load balancer must not take a
// busy but working shop out. A failed ping, or none answered for a while, is unhealthy at once.
import { httpRules } from "../app/lib/rules/http.ts";

export interface HealthWatch {
  /** True while the last ping succeeded and one succeeded within `httpRules.healthStaleMs`. */
  healthy(): boolean;
  stop(): void;
}

export function watchHealth(ping: () => Promise<boolean>): HealthWatch {
  let lastOk = Date.now();
  let lastFailed = false;
  let pinging = false;
  const check = async () => {
    if (pinging) return;
    pinging = true;
    try {
      lastFailed = !(await ping());
      if (!lastFailed) lastOk = Date.now();
    } finally {
      pinging = false;
    }
  };
  const timer = setInterval(() => void check(), httpRules.healthPingEveryMs);
  timer.unref();
  return {
    healthy: () => !lastFailed && Date.now() - lastOk <= httpRules.healthStaleMs,
    stop: () => clearInterval(timer),
  };
}
