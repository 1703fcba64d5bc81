// Owns running a simulator's main.ts as a child process for a test: its output gathered as it
// comes, its exit, and a kill that always leaves nothing running behind the test.
import { spawn } from "node:child_process";
import path from "node:path";

export interface SimulatorProcess {
  /** Everything written to standard output and error so far. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal: NodeJS.Signals): void;
}

/** Starts `simulators/<name>/main.ts` from the project's root, with `env` added to this one's. */
export function startSimulatorProcess(name: string, env: Record<string, string>): SimulatorProcess {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const child = spawn(process.execPath, [path.join(root, "simulators", name, "main.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.once("exit", resolve)),
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
