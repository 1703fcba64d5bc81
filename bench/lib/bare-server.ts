// Owns the bare server the throughput figures are compared with (bench/static-server.ts): fetches the
// shop's exact answer bytes for a page, identity and br, and starts the server with them.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const script = path.resolve(import.meta.dirname, "..", "static-server.ts");

export interface PageBytes {
  identity: Buffer;
  br: Buffer;
}

/** The raw bytes of one GET (not decoded) and the Content-Encoding they came with. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(response.headers["content-encoding"] ?? "identity"),
          }),
        );
      })
      .on("error", reject);
  });
}

/** The page as the shop answers it to a client asking for no encoding and to one asking for br. */
export async function pageBytes(url: string, headers: Record<string, string> = {}) {
  const identity = await rawGet(url, headers);
  const br = await rawGet(url, { ...headers, "accept-encoding": "br" });
  if (identity.encoding !== "identity" || br.encoding !== "br")
    throw new Error(`${url} answered ${identity.encoding} and ${br.encoding}, not identity and br`);
  return { identity: identity.body, br: br.body } satisfies PageBytes;
}

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts bench/static-server.ts in its own process with `pages` (name: bytes) in memory. */
export async function startBareServer(pages: Record<string, PageBytes>): Promise<BareServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-bare-"));
  for (const [name, bytes] of Object.entries(pages)) {
    writeFileSync(path.join(dir, `${name}.html`), bytes.identity);
    writeFileSync(path.join(dir, `${name}.html.br`), bytes.br);
  }
  const child: ChildProcess = spawn(process.execPath, [script, dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (\d+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  rmSync(dir, { recursive: true, force: true });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
