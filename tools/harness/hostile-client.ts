// Owns acting as a hostile or broken HTTP client against a running shop, for the tests and for
// `npm run abuse`: raw request heads, bodies streamed until the shop answers, clients that dribble
// bytes, downloads abandoned half-way; a process's open descriptors, and /healthz timed meanwhile.
import { readdirSync } from "node:fs";
import http from "node:http";
import net from "node:net";

const endpoint = (baseUrl: string) => {
  const url = new URL(baseUrl);
  return { host: url.hostname, port: Number(url.port) };
};

/** Sends `head` (and `body`) as written; resolves with the answer's status, or null if the shop closed without one. */
export function rawExchange(
  baseUrl: string,
  head: string,
  body: Buffer = Buffer.alloc(0),
  timeoutMs = 10_000,
): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(endpoint(baseUrl));
    let received = "";
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve(status ? Number(status[1]) : null);
    };
    socket.on("connect", () => socket.write(Buffer.concat([Buffer.from(head, "latin1"), body])));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

export interface StreamedPost {
  /** The answer's status, or "reset" when the connection was cut before an answer arrived. */
  status: number | "reset";
  /** Bytes of the body written before the answer (or the reset). */
  sent: number;
}

/**
 * Posts a body of `totalBytes` (filler) in chunks over a raw connection, stopping as soon as the shop
 * answers. `declared`: sends Content-Length up front; otherwise the body is chunked, its size unknown.
 */
export function streamedPost(
  baseUrl: string,
  pathname: string,
  {
    totalBytes,
    declared,
    headers = {},
  }: { totalBytes: number; declared: boolean; headers?: Record<string, string> },
): Promise<StreamedPost> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, "a=b&");
    const { host, port } = endpoint(baseUrl);
    const head = Object.entries({
      Host: `${host}:${port}`,
      Origin: baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(declared ? { "Content-Length": String(totalBytes) } : { "Transfer-Encoding": "chunked" }),
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const socket = net.connect({ host, port });
    let sent = 0;
    let received = "";
    let settled = false;
    const done = (status: number | "reset") => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ status, sent });
    };
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) done(Number(status[1]));
    });
    // A write refused once the shop has closed its side: the answer may still be on its way.
    socket.on("error", () => setTimeout(() => done("reset"), 200));
    socket.on("close", () => done("reset"));
    const pump = () => {
      while (!settled && socket.writable && sent < totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
        sent += piece.length;
        const framed = declared
          ? piece
          : Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ]);
        if (!socket.write(framed)) {
          socket.once("drain", pump);
          return;
        }
      }
      if (!settled && socket.writable && !declared) socket.write("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(`POST ${pathname} HTTP/1.1\r\n${head}\r\n`);
      pump();
    });
  });
}

/**
 * Opens `count` connections that each send a request head one byte at a time (one a second), as a
 * slow-loris client does. `closedByShop()` counts those the shop has cut; `close()` ends the rest.
 */
export function slowClients(
  baseUrl: string,
  count: number,
): { ready: Promise<void>; closedByShop(): number; close(): void } {
  const head = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + "a".repeat(10_000);
  let closedByShop = 0;
  let closing = false;
  const sockets: net.Socket[] = [];
  const connected: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const socket = net.connect(endpoint(baseUrl));
    sockets.push(socket);
    let at = 0;
    const timer = setInterval(() => {
      if (at < head.length && socket.writable) socket.write(head[at++]!);
    }, 1_000);
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      if (!closing) closedByShop += 1;
    });
    connected.push(
      new Promise((resolve) =>
        socket.once("connect", () => resolve()).once("error", () => resolve()),
      ),
    );
  }
  return {
    ready: Promise.all(connected).then(() => {}),
    closedByShop: () => closedByShop,
    close() {
      closing = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** GETs `pathname` and goes away after the first bytes of the body; resolves with the answer's status. */
export function abandonedDownload(baseUrl: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${pathname}`, { agent: false }, (response) => {
      response.once("data", () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
  });
}

/** How many file descriptors process `pid` holds open (Linux). */
export function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Milliseconds of `/healthz` answers, asked every `everyMs` until `stop()`, and those that failed. */
export function healthProbe(baseUrl: string, everyMs = 50) {
  const times: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(String(answer.status));
      } catch (error) {
        failures.push((error as Error).name);
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { times, failures };
    },
  };
}
