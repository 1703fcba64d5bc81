// The table printed at the end, with the machine and its load average.
import os from "node:os";
import { percentile } from "../lib/stats.ts";
import { customerCount, orderCount, timedRuns, warmupRuns, type RunResult } from "./settings.ts";

export function formatMs(value: number): string {
  return Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function printReport(results: RunResult[]): void {
  const columns = ["database", "query", "p50 ms", "p95 ms", "max ms", "target", "met?"];
  const widths = [10, 46, 8, 8, 8, 9, 4];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("")
      .trimEnd();
  console.log();
  console.log(line(columns));
  for (const result of results) {
    for (const m of result.measurements) {
      const p95 = percentile(m.samples, 95);
      console.log(
        line([
          m.database,
          m.query,
          formatMs(percentile(m.samples, 50)),
          formatMs(p95),
          formatMs(Math.max(...m.samples)),
          `< ${m.targetMs}`,
          p95 < m.targetMs ? "yes" : "NO",
        ]),
      );
    }
  }
  console.log();
  const cpu = os.cpus();
  console.log(
    `machine: ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `${orderCount} orders of ${customerCount} customers; listOrders called directly; ${warmupRuns} warm-up + ${timedRuns} timed runs per query; target is p95; (n) = matching orders`,
  );
  for (const result of results) {
    const missed = result.measurements.filter(
      (m) => percentile(m.samples, 95) >= m.targetMs,
    ).length;
    console.log(
      `${result.database}: checks ${result.failures.length === 0 ? "pass" : `FAIL (${result.failures.length})`}, targets ${result.measurements.length === 0 ? "not measured" : missed === 0 ? "all met" : `${missed} missed`}`,
    );
    for (const note of result.notes) console.log(`  note: ${note}`);
    for (const failure of result.failures.slice(0, 20)) console.log(`  FAILED: ${failure}`);
    if (result.failures.length > 20)
      console.log(`  ... and ${result.failures.length - 20} more failures`);
  }
}
