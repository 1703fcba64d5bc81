// Owns the throughput runs: autocannon, 50 connections for 10 s, on a path of the running shop.
import autocannon from "autocannon";

export interface Throughput {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors (timeouts included). */
  failures: number;
}

export const connections = 50;
export const durationSeconds = 10;

/** `headers`: sent with every request besides Accept-Encoding (a signed-in visitor's Cookie). */
export async function measureThroughput(base: string, name: string, path: string, headers: Record<string, string> = {}): Promise<Throughput> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: durationSeconds,
    // As a phone's browser asks: compressed.
    headers: { "accept-encoding": "br, gzip", ...headers },
  });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}
