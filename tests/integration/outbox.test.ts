// The mail outbox against a real SMTP server: delivered once, retried while SMTP is down or says
// "try later" (451), given up and recorded on a permanent refusal (550); and .eml files without SMTP.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import {
  deliverDue,
  enqueueMail,
  startOutboxWorker,
} from "../../app/modules/mail/outbox.server.ts";
import {
  fileTransport,
  smtpTransport,
  type MailTransport,
} from "../../app/modules/mail/transport.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../tools/harness/smtp.ts";

const log = createLogger("silent");
// No waiting between tries in tests; the schedule itself is checked separately.
const immediately = { baseDelayMs: 0 };

describe.each(databaseKinds)("mail outbox on %s", (kind) => {
  let database: Database;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    // Last made, first undone: the transports close their pooled connections before the servers close.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database.db.delete(outbox);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function smtp(port?: number, options?: { delayMs: number }): Promise<TestSmtpServer> {
    const server = await startSmtpServer(port, options);
    cleanups.push(() => server.close());
    return server;
  }

  function transportTo(url: string): MailTransport {
    const transport = smtpTransport(url, "shop@duka.test");
    cleanups.push(() => transport.close());
    return transport;
  }

  const statusOf = async (id: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it("delivers a queued message exactly once", async () => {
    const server = await smtp();
    const transport = transportTo(server.url);
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "shopper@example.com",
      language: "en",
      subject: "Hello",
      text: "Body",
    });
    expect(await deliverDue(database.db, transport, log)).toBe(1);
    expect(await deliverDue(database.db, transport, log)).toBe(0);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(["shopper@example.com"]);
    expect(server.received[0]!.raw).toContain(`Message-ID: <${id}@duka.test>`);
    expect((await statusOf(id)).status).toBe("sent");
  });

  it("keeps a message while SMTP is down and delivers it once when it is back", async () => {
    const port = await freePort();
    const transport = transportTo(`smtp://127.0.0.1:${port}`);
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "a@example.com",
      language: "en",
      subject: "Order",
      text: "Body",
    });

    expect(await deliverDue(database.db, transport, log, immediately)).toBe(0);
    const waiting = await statusOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toBeTruthy();

    const server = await smtp(port);
    expect(await deliverDue(database.db, transport, log, immediately)).toBe(1);
    expect(await deliverDue(database.db, transport, log, immediately)).toBe(0);
    expect(server.received).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries after 451 and delivers once", async () => {
    const server = await smtp();
    server.refuseNext(1, 451);
    const transport = transportTo(server.url);
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "b@example.com",
      language: "en",
      subject: "Later",
      text: "Body",
    });
    expect(await deliverDue(database.db, transport, log, immediately)).toBe(0);
    expect((await statusOf(id)).status).toBe("pending");
    expect(await deliverDue(database.db, transport, log, immediately)).toBe(1);
    expect(server.received).toHaveLength(1);
  });

  it("gives up on 550 and records why", async () => {
    const server = await smtp();
    server.refuseNext(1, 550);
    const transport = transportTo(server.url);
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "c@example.com",
      language: "en",
      subject: "Never",
      text: "Body",
    });
    await deliverDue(database.db, transport, log, immediately);
    await deliverDue(database.db, transport, log, immediately);
    expect(server.received).toHaveLength(0);
    const row = await statusOf(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550|unavailable/i);
  });

  it("waits longer after each failed try", async () => {
    const transport = transportTo(`smtp://127.0.0.1:${await freePort()}`);
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "d@example.com",
      language: "en",
      subject: "Backoff",
      text: "Body",
    });
    await deliverDue(database.db, transport, log, { baseDelayMs: 60_000 });
    const [{ seconds }] = (await database.db
      .select({ seconds: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float` })
      .from(outbox)
      .where(eq(outbox.id, id))) as [{ seconds: number }];
    expect(seconds).toBeGreaterThan(50);
    // Not due yet: a new round leaves it alone.
    expect(await deliverDue(database.db, transport, log)).toBe(0);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it("never sends a message another worker has taken", async () => {
    const server = await smtp();
    const transport = transportTo(server.url);
    await enqueueMail(database.db, {
      kind: "password-reset",
      to: "e@example.com",
      language: "en",
      subject: "Once",
      text: "Body",
    });
    const results = await Promise.all([
      deliverDue(database.db, transport, log),
      deliverDue(database.db, transport, log),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(server.received).toHaveLength(1);
  });

  it("sends a backlog bigger than a batch without waiting for the next tick", async () => {
    // A busy hour: 45 confirmations waiting, batches of 20, and a tick far away. The worker must go
    // on while whole batches go out, not send 20 and wait for the next tick.
    const server = await smtp();
    for (let n = 0; n < 45; n++)
      await enqueueMail(database.db, {
        kind: "password-reset",
        to: `busy${n}@example.com`,
        subject: "Busy",
        text: "Body",
        language: "en",
      });
    const worker = startOutboxWorker(database.db, transportTo(server.url), log, {
      intervalMs: 60_000,
      batchSize: 20,
    });
    try {
      await expect.poll(() => server.received.length, { timeout: 15_000 }).toBe(45);
    } finally {
      await worker.stop();
    }
  });

  it("sends every message exactly once when two servers' workers share a slow SMTP server", async () => {
    // Each message takes the server 300 ms: 20 taken together under one lease of 3 s would outlast
    // it, and the other worker (polling every 100 ms) would send the rest again.
    const server = await smtp(undefined, { delayMs: 300 });
    const ids: string[] = [];
    for (let n = 0; n < 20; n++)
      ids.push(
        await enqueueMail(database.db, {
          kind: "password-reset",
          to: `slow${n}@example.com`,
          subject: "Slow",
          text: "Body",
          language: "en",
        }),
      );
    const workers = [0, 1].map(() =>
      startOutboxWorker(database.db, smtpTransport(server.url, "shop@duka.test"), log, {
        intervalMs: 100,
        leaseMs: 3_000,
      }),
    );
    try {
      await expect
        .poll(
          () =>
            database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending")),
          { timeout: 40_000, interval: 200 },
        )
        .toEqual([]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const messageIds = server.received.map((mail) => /Message-ID: <([^@]+)@/.exec(mail.raw)?.[1]);
    expect(messageIds.toSorted()).toEqual(ids.toSorted());
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  }, 60_000);

  it("marks nothing sent once its lease was taken over by another worker", async () => {
    const server = await smtp(undefined, { delayMs: 800 });
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      to: "late@example.com",
      subject: "Late",
      text: "Body",
      language: "en",
    });
    // A lease shorter than the send: the first worker gives up at half of it and changes nothing
    // once another took the message; the second (with a long lease) sends it and marks it sent.
    const first = deliverDue(database.db, transportTo(server.url), log, {
      leaseMs: 400,
      baseDelayMs: 0,
    });
    expect(await first).toBe(0);
    // The first lease runs out (moved to now rather than waited for).
    await database.db
      .update(outbox)
      .set({ lockedUntil: sql`now()` })
      .where(eq(outbox.id, id));
    expect(await deliverDue(database.db, transportTo(server.url), log, { leaseMs: 10_000 })).toBe(
      1,
    );
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("writes one .eml file per message when no SMTP server is configured, with no header injection", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "shop-mail-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const transport = fileTransport(dir, "shop@localhost");
    const id = await enqueueMail(database.db, {
      kind: "password-reset",
      language: "en",
      to: "f@example.com",
      subject: "Order\r\nBcc: victim@example.com",
      text: "Line one\nLine two",
    });
    expect(await deliverDue(database.db, transport, log)).toBe(1);
    expect(readdirSync(dir)).toEqual([`${id}.eml`]);
    const raw = readFileSync(path.join(dir, `${id}.eml`), "utf8");
    expect(raw).toMatch(/^To: f@example\.com$/m);
    expect(raw).toMatch(/^Subject: Order Bcc: victim@example\.com$/m);
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(raw).toContain("Line two");
  });
});
