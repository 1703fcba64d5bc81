// The soak's round-robin proxy against two plain HTTP servers: requests alternate between them,
// bodies pass both ways, the client's address is appended to X-Forwarded-For, and a backend that
// is down is answered 502 (the soak counts that as a failure, so it must not look like success).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startRoundRobinProxy,
  type RoundRobinProxy,
} from "../../tools/harness/round-robin-proxy.ts";
import { freePort } from "../../tools/harness/smtp.ts";

/** A backend that answers with its name, the X-Forwarded-For it got and the body it was sent. */
async function echoServer(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.setHeader("Set-Cookie", ["a=1", "b=2"]);
      res.end(
        JSON.stringify({
          name,
          forwardedFor: req.headers["x-forwarded-for"],
          host: req.headers.host,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("the round-robin test proxy", () => {
  let backends: Awaited<ReturnType<typeof echoServer>>[];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    backends = [await echoServer("one"), await echoServer("two")];
    proxy = await startRoundRobinProxy({ backends: backends.map((backend) => backend.url) });
  });
  afterAll(async () => {
    await proxy?.close();
    for (const backend of backends ?? []) await backend.close();
  });

  it("sends requests to each backend in turn, passing the body, the Host and every Set-Cookie", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${proxy.url}/x`, { method: "POST", body: `body ${i}` });
      expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
      answers.push((await response.json()) as { name: string; host: string; body: string });
    }
    expect(answers.map((answer) => answer.name)).toEqual(["one", "two", "one", "two"]);
    expect(answers.map((answer) => answer.body)).toEqual(["body 0", "body 1", "body 2", "body 3"]);
    expect(answers[0]!.host).toBe(new URL(proxy.url).host);
  });

  it("appends the client's address to X-Forwarded-For", async () => {
    const alone = (await (await fetch(proxy.url)).json()) as { forwardedFor: string };
    expect(alone.forwardedFor).toBe("127.0.0.1");
    const behind = (await (
      await fetch(proxy.url, { headers: { "X-Forwarded-For": "10.1.0.7" } })
    ).json()) as { forwardedFor: string };
    expect(behind.forwardedFor).toBe("10.1.0.7, 127.0.0.1");
  });

  it("answers 502 when the backend it picks is down", async () => {
    const down = await startRoundRobinProxy({ backends: [`http://127.0.0.1:${await freePort()}`] });
    try {
      expect((await fetch(down.url)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
