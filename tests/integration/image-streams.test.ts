// Item images served from an S3-compatible bucket by the built shop: a client that goes away
// half-way, or the bucket's connection reset in the middle of a picture, is never an uncaught error
// and leaves no descriptor open; a missing picture answers 404. (Local disk: hostile-http.test.ts.)
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "../../app/modules/storage/s3.server.ts";
import { abandonedDownload, openDescriptors } from "../../tools/harness/hostile-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { startS3, type TestS3 } from "../../tools/harness/s3.ts";
import { rmSync } from "node:fs";

const MB = 1024 * 1024;

describe("image streams from S3", () => {
  let s3: TestS3;
  let shop: ShopProcess;
  let dataDir: string;
  // Between the shop and the bucket, so that a test can cut their connections mid-picture.
  const relayed = new Set<net.Socket>();
  let relay: net.Server;

  beforeAll(async () => {
    ensureBuilt();
    s3 = await startS3();
    const storage = s3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    await storage.put("images/big/large.webp", Buffer.alloc(24 * MB, 7));
    const target = new URL(s3.endpoint);
    relay = net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
      for (const socket of [client, upstream]) {
        relayed.add(socket);
        socket.on("close", () => relayed.delete(socket));
        socket.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ...s3.env,
      S3_ENDPOINT: endpoint,
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    for (const socket of relayed) socket.destroy();
    relay?.close();
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("closes the bucket's stream of every download abandoned half-way", async () => {
    const descriptors = () => openDescriptors(shop.child.pid!);
    const idle = descriptors();
    expect(await abandonedDownload(shop.url, "/images/big/large.webp")).toBe(200);
    // The first download's stream closed; the S3 client may keep a few sockets for reuse.
    await expect.poll(descriptors, { timeout: 10_000 }).toBeLessThanOrEqual(idle + 4);
    const before = descriptors();
    for (let round = 0; round < 3; round += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => abandonedDownload(shop.url, "/images/big/large.webp")),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // The S3 client keeps a few sockets alive for reuse; abandoned streams add none, once closed.
    await expect.poll(descriptors, { timeout: 10_000 }).toBeLessThanOrEqual(before + 4);
  }, 60_000);

  it("cuts the answer, and nothing else, when the bucket's connection is reset mid-picture", async () => {
    const answer = await fetch(`${shop.url}/images/big/large.webp`);
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    await reader.read();
    for (const socket of relayed) socket.resetAndDestroy();
    // The answer falls short of its Content-Length: the client sees an error, not a whole picture.
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return "whole";
      })(),
    ).rejects.toThrow();
    // The shop goes on: health, a missing picture, and the same picture again.
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${shop.url}/images/big/missing.webp`)).status).toBe(404);
    const again = await fetch(`${shop.url}/images/big/large.webp`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(24 * MB);
  }, 60_000);

  it("never crashed nor logged an unhandled failure", () => {
    expect(shop.child.exitCode).toBeNull();
    expect(shop.output()).not.toMatch(/unhandled|uncaught|"level":60/i);
  });
});
