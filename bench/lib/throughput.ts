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

/**
 * `cookie`: sent with every request (a signed-in visitor); `pid`: the server's, to measure its CPU
 * per answer; `encoding`: "br" asks as a phone's browser does, "identity" sends no Accept-Encoding.
 */
export async function measureThroughput(
  base: string,
  name: string,
  path: string,
  {
    cookie,
    pid,
    encoding = "br",
  }: { cookie?: string; pid?: number; encoding?: "br" | "identity" } = {},
): Promise<Throughput> {
  const cpuBefore = pid ? cpuMsOf(pid) : undefined;
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: durationSeconds,
    headers: {
      ...(encoding === "br" ? { "accept-encoding": "br" } : {}),
      ...(cookie ? { cookie } : {}),
    },
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
