// Owns what the soak checks only with two servers: that what one server knows the other knows too
// (a session, a rate limit's count, a catalogue change, the demo catalogue seeded once), and that
// each order's confirmation reached the SMTP server exactly once. Each check asks the servers
// directly, not through the proxy, so that it knows which server answered.
import { count, eq } from "drizzle-orm";
import { announceChange } from "../../app/db/changes.server.ts";
import { openDatabase } from "../../app/db/client.server.ts";
import { items } from "../../app/db/schema/catalogue.ts";
import { formatKsh } from "../../app/lib/money.ts";
import { demoItems } from "../../app/modules/demo/index.server.ts";
import { shopClient } from "../../tools/harness/http-client.ts";
import type { RoundRobinProxy } from "../../tools/harness/round-robin-proxy.ts";
import { parsePart, plainText } from "../../tools/harness/mime.ts";
import type { ReceivedMail } from "../../tools/harness/smtp.ts";

export interface Check {
  name: string;
  met: boolean;
  detail: string;
}

/** A signed-in shopper's cookie opens their orders on each server. */
export async function sessionsShared(serverUrls: string[], cookie: string): Promise<Check> {
  const statuses = await Promise.all(
    serverUrls.map(
      async (url) =>
        (await fetch(`${url}/orders`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
    ),
  );
  return {
    name: "a session made through the proxy is signed in on each server",
    met: statuses.every((status) => status === 200),
    detail: `/orders answered ${statuses.join(", ")}`,
  };
}

/**
 * Sign-in failures for one address through the proxy, which sends them to the servers in turn (its
 * counts tell which got how many): the 6th is refused, as the limit is 5 a minute counted in the
 * database. Not straight to each server: React Router refuses a form whose Origin (the proxy's, the
 * shops' PUBLIC_URL) is not the host it was sent to.
 */
export async function signInLimitShared(proxy: RoundRobinProxy): Promise<Check> {
  const statuses: number[] = [];
  const before = new Map(proxy.sent);
  const client = shopClient(() => proxy.url);
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await client.post(
      "/auth",
      { email: `limit-${attempt}@example.com`, password: "wrong-password-1" },
      { ip: "10.3.0.1" },
    );
    await answer.body?.cancel();
    statuses.push(answer.status);
  }
  const perServer = [...proxy.sent].map(([url, n]) => n - (before.get(url) ?? 0));
  return {
    name: "the sign-in limit counts failures on both servers together",
    met:
      statuses.slice(0, 5).every((status) => status === 401) &&
      statuses[5] === 429 &&
      perServer.every((n) => n > 0),
    detail: `answers in turn: ${statuses.join(", ")}; attempts per server: ${perServer.join(", ")}`,
  };
}

/**
 * Changes an item's price in the database with the catalogue's announcement (as the admin form
 * does), then polls the other server's page for visitors without cookies (kept in its memory)
 * until it shows the new price.
 */
export async function catalogueChangeSeen(
  databaseUrl: string,
  readerUrl: string,
  itemId: string,
): Promise<Check & { ms: number }> {
  const page = `${readerUrl}/item/${itemId}`;
  // Twice: the first visit renders and keeps the page, the second is served from memory.
  for (let visit = 0; visit < 2; visit++) await (await fetch(page)).text();
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  const limitMs = 1_000;
  let ms = Infinity;
  try {
    const [item] = await database.db
      .select({ priceCents: items.priceCents })
      .from(items)
      .where(eq(items.id, itemId));
    const newCents = item!.priceCents + 1_234_00;
    const changed = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.update(items).set({ priceCents: newCents }).where(eq(items.id, itemId));
      await announceChange(tx, "catalogue");
    });
    while (performance.now() - changed < 5 * limitMs) {
      if ((await (await fetch(page)).text()).includes(formatKsh(newCents))) {
        ms = performance.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await database.close();
  }
  return {
    name: `a price changed in the database shows on the other server's kept page within ${limitMs} ms`,
    met: ms <= limitMs,
    detail: Number.isFinite(ms) ? `shown after ${ms.toFixed(0)} ms` : "not shown within 5 s",
    ms,
  };
}

/** Both servers started at once on the empty database: one of them seeded it. */
export async function seededOnce(databaseUrl: string): Promise<Check> {
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    const [row] = await database.db.select({ n: count() }).from(items);
    return {
      name: "the demo catalogue was seeded once",
      met: row!.n === demoItems.length,
      detail: `${row!.n} items, the demo has ${demoItems.length}`,
    };
  } finally {
    await database.close();
  }
}

const orderLink = /\/order-confirmation\/([0-9a-f-]{36})/g;

/** The orders a received e-mail confirms: the links of its plain text, decoded as a mail client would. */
function ordersConfirmedBy(mail: ReceivedMail): Set<string> {
  return new Set(
    [...(plainText(parsePart(mail.raw)) ?? "").matchAll(orderLink)].map((match) => match[1]!),
  );
}

/** Waits (up to `waitMs`) until each order's confirmation arrived; then each must have arrived once. */
export async function oneConfirmationDelivered(
  received: ReceivedMail[],
  orderIds: string[],
  waitMs = 30_000,
): Promise<Check> {
  const perOrder = () => {
    const counts = new Map(orderIds.map((id) => [id, 0]));
    for (const mail of received)
      for (const id of ordersConfirmedBy(mail))
        if (counts.has(id)) counts.set(id, counts.get(id)! + 1);
    return counts;
  };
  const deadline = performance.now() + waitMs;
  while ([...perOrder().values()].some((n) => n === 0) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // A second copy, were one sent, would come from the other server's worker at about the same time.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const wrong = [...perOrder()].filter(([, n]) => n !== 1);
  return {
    name: "each order's confirmation reached the SMTP server exactly once",
    met: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${orderIds.length} orders, ${received.length} e-mails`
        : wrong
            .slice(0, 3)
            .map(([id, n]) => `order ${id}: ${n} e-mails`)
            .join("; "),
  };
}
