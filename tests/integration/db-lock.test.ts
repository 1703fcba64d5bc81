// The embedded database's directory lock between real processes: a second process is refused, a
// process killed with SIGKILL leaves nothing that blocks the next start (whatever pid is alive),
// and of several starting at once exactly one wins.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DirectoryInUseError, lockDirectory } from "../../app/db/lock.server.ts";

const lockModule = path.resolve(import.meta.dirname, "..", "..", "app", "db", "lock.server.ts");

/** A process that tries to take the lock, says "won" or "refused: …", and holds it until killed. */
function contender(dbDir: string): { child: ChildProcess; said: Promise<string> } {
  const script = `
    const { lockDirectory } = await import(${JSON.stringify(lockModule)});
    try { lockDirectory(${JSON.stringify(dbDir)}); console.log("won"); }
    catch (error) { console.log("refused: " + error.message); process.exit(0); }
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const said = new Promise<string>((resolve) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
  });
  return { child, said };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

describe("the embedded database's directory lock", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const newDbDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
    dirs.push(dir);
    return path.join(dir, "db");
  };
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill("SIGKILL");
      await exited(child);
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a second process with one clear line while the first holds it", async () => {
    const dbDir = newDbDir();
    const first = contender(dbDir);
    children.push(first.child);
    expect(await first.said).toBe("won");
    const second = contender(dbDir);
    children.push(second.child);
    expect(await second.said).toBe(
      `refused: The database directory ${dbDir} is in use by another shop process; stop it first.`,
    );
    expect(() => lockDirectory(dbDir)).toThrow(DirectoryInUseError);
  });

  it("is free again after the holder is killed with SIGKILL, even when a live process has the pid a pid file would name", async () => {
    const dbDir = newDbDir();
    const holder = contender(dbDir);
    children.push(holder.child);
    expect(await holder.said).toBe("won");
    holder.child.kill("SIGKILL");
    await exited(holder.child);
    // What a pid file would say after the pid was reused: a process that is alive (this one).
    writeFileSync(`${dbDir}.lock`, String(process.pid));
    const next = contender(dbDir);
    children.push(next.child);
    expect(await next.said).toBe("won");
  });

  it("lets exactly one of several processes starting at once win", async () => {
    for (let round = 0; round < 3; round++) {
      const dbDir = newDbDir();
      // What a pid file left by a crash would say: a pid no process has (each racer would take it over).
      writeFileSync(`${dbDir}.lock`, "4194303");
      const racers = Array.from({ length: 4 }, () => contender(dbDir));
      children.push(...racers.map((racer) => racer.child));
      const said = await Promise.all(racers.map((racer) => racer.said));
      expect(
        said.filter((line) => line === "won"),
        said.join(" | "),
      ).toHaveLength(1);
      expect(said.filter((line) => line.startsWith("refused: "))).toHaveLength(3);
    }
  });

  it("is released by its holder, and taken again", () => {
    const dbDir = newDbDir();
    const release = lockDirectory(dbDir);
    expect(() => lockDirectory(dbDir)).toThrow(DirectoryInUseError);
    release();
    release();
    lockDirectory(dbDir)();
  });
});
