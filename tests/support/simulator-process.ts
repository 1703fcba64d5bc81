// Owns running a provider's simulator as its own process for a test (`node simulators/<name>/main.ts`
// on a free port): waiting for its ready line, and stopping it with SIGTERM to learn its exit code.
import { spawn } from "node:child_process";
import path from "node:path";
import { vi } from "vitest";

export interface SimulatorProcess {
  /** `http://127.0.0.1:<port>`, where the simulator answers at root paths and under its prefix. */
  origin: string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Kills it if still running (for `finally`). */
  kill(): void;
}

export async function startSimulatorProcess(options: {
  /** The folder under simulators/ ("pesapal"). */
  name: string;
  /** Its port variable ("PESAPAL_SIMULATOR_PORT"), set to 0 for a free port. */
  portVariable: string;
  /** The name its ready line starts with ("Pesapal simulator"). */
  readyName: string;
  env?: Record<string, string>;
}): Promise<SimulatorProcess> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const child = spawn(process.execPath, [path.join(root, "simulators", options.name, "main.ts")], {
    cwd: root,
    env: { ...process.env, [options.portVariable]: "0", LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const kill = () => {
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  const ready = new RegExp(`${options.readyName} ready at (http://127\\.0\\.0\\.1:\\d+)/`);
  try {
    const origin = await vi.waitFor(
      () => {
        const found = ready.exec(output)?.[1];
        if (!found) throw new Error(`no ready line yet: ${JSON.stringify(output)}`);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    return {
      origin,
      stop: () => {
        child.kill("SIGTERM");
        return exited;
      },
      kill,
    };
  } catch (error) {
    kill();
    throw error;
  }
}
