// A clean stop under load (SIGTERM to the built shop): requests in flight finish with their whole
// answer, requests that come after the stop began are refused cleanly (connection refused, or 503
// with Connection: close), never reset or half-answered; the process exits 0 within 10 s and the
// embedded database is shut down cleanly, so the next start opens it without any recovery.
//
// Nothing here depends on timing: "in flight" means the shop provably handles the request (it
// answered 100 Continue to a registration whose body is sent only after the stop began) or the
// request's connection was established and its bytes sent before the signal (while the shop was
// frozen with SIGSTOP, so that they wait in the accept queue as on a busy machine); "after the stop"
// means after the shop logged that it no longer accepts connections. Every request uses its own
// connection (agent: false): a request sent on a kept-alive connection at the moment the server
// closes it is a race HTTP leaves to the client (RFC 9112 §9.3.1), not something a server can fix.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { clusterState } from "../support/database.ts";
import { isDirectoryInUse } from "../../app/db/lock.server.ts";

type Outcome =
  | {
      kind: "answer";
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
      headersBeforeSignal: boolean;
    }
  | { kind: "error"; code: string };

interface Sent {
  /** Resolves once the connection is established and the request's bytes are handed to the kernel. */
  sent: Promise<void>;
  outcome: Promise<Outcome>;
}

let signalSent = false;

/** A request on a fresh connection, its whole answer read (or the error that ended it). */
function send(
  base: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Sent & { request: http.ClientRequest } {
  const request = http.request(new URL(pathname, base), {
    method: options.method ?? "GET",
    headers: options.headers,
    agent: false,
  });
  let connected!: () => void;
  const socketConnected = new Promise<void>((resolve) => (connected = resolve));
  request.on("socket", (socket) => socket.once("connect", connected));
  const written = new Promise<void>((resolve) => request.once("finish", resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ kind: "error", code: error.code ?? error.message }),
    );
    request.on("response", (response) => {
      const headersBeforeSignal = !signalSent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          kind: "answer",
          status: response.statusCode!,
          headers: response.headers,
          body,
          headersBeforeSignal,
        }),
      );
      response.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ kind: "error", code: `after headers: ${error.code ?? error.message}` }),
      );
    });
  });
  if (options.body === undefined) request.end();
  return { request, sent: Promise.all([socketConnected, written]).then(() => {}), outcome };
}

const refusal = "The shop is restarting. Please try again in a moment.";
const stoppingLine = "no longer accepting connections";

describe("a clean stop under load", () => {
  it("finishes what is in flight, refuses what comes after, exits 0 within 10 s and closes the database", async () => {
    ensureBuilt();
    const dataDir = tempDataDir();
    let shop: ShopProcess | undefined;
    try {
      shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
      const base = shop.url;
      signalSent = false;
      const warm = await send(base, "/type/women").outcome;
      expect(warm).toMatchObject({ kind: "answer", status: 200 });

      // In flight for certain: registrations the shop has begun to handle (it answered 100 Continue
      // after reading their headers) whose bodies it is still waiting for when the signal comes.
      const accounts = Array.from({ length: 3 }, () => ({
        email: `stop-${randomUUID().slice(0, 8)}@example.com`,
        password: "customer-pass-1",
      }));
      const registrations = accounts.map(({ email, password }) => {
        const body = new URLSearchParams({ email, password, confirmPassword: password }).toString();
        const sent = send(base, "/register", {
          method: "POST",
          body,
          headers: {
            Origin: base,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(Buffer.byteLength(body)),
            Expect: "100-continue",
          },
        });
        const continued = new Promise<void>((resolve) => sent.request.once("continue", resolve));
        sent.request.flushHeaders();
        return { ...sent, body, continued };
      });
      await Promise.all(registrations.map((r) => r.continued));

      // Load: pages on their own connections. The first ten are sent to a running shop (some are
      // being rendered when the signal comes); then the shop is frozen (SIGSTOP), as a busy machine
      // would leave it, while forty more connect and send their requests: they wait, unaccepted, in
      // the listening socket's queue. The signal is sent while it is frozen, and it then resumes.
      const running = Array.from({ length: 10 }, (_, i) =>
        send(base, i % 2 ? "/search?q=dress" : "/type/women"),
      );
      await Promise.all(running.map((r) => r.sent));
      shop.child.kill("SIGSTOP");
      const queued = Array.from({ length: 40 }, (_, i) =>
        send(base, i % 2 ? "/search?q=dress" : "/type/women"),
      );
      await Promise.all(queued.map((r) => r.sent));
      const burst = [...running, ...queued];

      const signalledAt = performance.now();
      signalSent = true;
      const exited = shop
        .stop("SIGTERM")
        .then((code) => ({ code, ms: performance.now() - signalledAt }));
      shop.child.kill("SIGCONT");
      await expect
        .poll(() => shop!.output().includes(stoppingLine), {
          timeout: 15_000,
          interval: 10,
          message: "the shop to stop accepting connections",
        })
        .toBe(true);

      // After the stop began, on fresh connections: refused, never reset or half-answered.
      const late = await Promise.all(
        Array.from({ length: 5 }, () => send(base, "/type/women").outcome),
      );
      for (const outcome of late) {
        if (outcome.kind === "error") expect(outcome.code).toBe("ECONNREFUSED");
        else
          expect(outcome).toMatchObject({
            status: 503,
            headers: { connection: "close" },
            body: refusal,
          });
      }

      // The requests in flight get their bodies only now, after the stop began, and still finish.
      for (const registration of registrations) registration.request.end(registration.body);
      for (const registration of registrations) {
        expect(await registration.outcome).toMatchObject({
          kind: "answer",
          status: 302,
          headers: { location: "/auth" },
        });
      }

      // Every page of the load got a whole answer: the page, or (when the shop read it only after
      // the stop began, as those in the accept queue) a clean 503 that closes the connection. No
      // reset, no cut-off page.
      const answers = await Promise.all(burst.map((r) => r.outcome));
      const failures = answers.flatMap((o, i) =>
        o.kind === "error" ? [`${i < running.length ? "running" : "queued"} #${i}: ${o.code}`] : [],
      );
      expect(failures).toEqual([]);
      for (const outcome of answers) {
        if (outcome.kind !== "answer") continue;
        if (outcome.status === 200) expect(outcome.body.trimEnd()).toMatch(/<\/html>$/);
        else
          expect(outcome).toMatchObject({
            status: 503,
            headers: { connection: "close" },
            body: refusal,
            headersBeforeSignal: false,
          });
      }

      const { code, ms } = await exited;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      shop = undefined;

      // Closed cleanly: PostgreSQL's own record says "shut down" (a crash leaves "in production"
      // and the next start replays the log), and the directory lock is released.
      expect(clusterState(dataDir)).toBe(1);
      expect(isDirectoryInUse(path.join(dataDir, "db"))).toBe(false);

      // The same data, a new process: it opens the database, and the accounts registered while the
      // shop was stopping are there.
      shop = await startShopProcess({ DATA_DIR: dataDir });
      const again = shop;
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      const client = shopClient(() => again.url);
      for (const { email, password } of accounts) await client.signIn(email, password);
      expect(await again.stop("SIGTERM")).toBe(0);
      shop = undefined;

      const pages = answers.filter((o) => o.kind === "answer" && o.status === 200).length;
      const early = answers.filter((o) => o.kind === "answer" && o.headersBeforeSignal).length;
      console.info(
        `graceful stop: ${pages} pages served (${early} answered before the signal), ${answers.length - pages} refused with 503, exit after ${Math.round(ms)} ms`,
      );
    } finally {
      await shop?.stop("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts, the first seeding the demo catalogue: slow on a busy machine.
  }, 180_000);
});
