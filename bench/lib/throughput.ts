// Owns the throughput runs: autocannon, 50 connections for 10 s, on a path of the running shop.
import autocannon from "autocannon";
import { cpuMsOf } from "./shop-run.ts";

export interface Throughput {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors (timeouts included). */
  failures: number;
  /** CPU time (user + system) the shop process spent per answer, in ms; absent when not measured. */
  cpuMsPerRequest?: number;
}

export const connections = 50;
export const durationSeconds = 10;

/** `cookie`: sent with every request (a signed-in visitor); `pid`: the shop's, to measure its CPU per answer. */
export async function measureThroughput(
  base: string,
  name: string,
  path: string,
  { cookie, pid }: { cookie?: string; pid?: number } = {},
): Promise<Throughput> {
  const cpuBefore = pid ? cpuMsOf(pid) : undefined;
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: durationSeconds,
    // As a phone's browser asks: compressed.
    headers: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
  });
  const answers = result.requests.total;
  const cpuAfter = pid ? cpuMsOf(pid) : undefined;
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answers > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / answers }
      : {}),
  };
}
