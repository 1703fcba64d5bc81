// A real SMTP server for tests (smtp-server from npm) that records what it accepts and can refuse
// on purpose (451 "try later", 550 "never"), or slowly.
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Replies to the next n messages with this code instead of accepting them. */
  refuseNext(n: number, code: 451 | 550): void;
  close(): Promise<void>;
}

/** A port that nothing listens on (for "SMTP is down"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `delayMs`: how long the server takes over each message before it answers (a slow SMTP server). */
export async function startSmtpServer(
  port = 0,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS lookup of each client: on a machine without a resolver it costs each connection.
    disableReverseLookup: true,
    // Clients that keep a pooled connection open (the shop does) are cut at once when the server stops.
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refusals.left > 0) {
          refusals.left -= 1;
          const error = Object.assign(
            new Error(refusals.code === 451 ? "Try again later" : "Mailbox unavailable"),
            {
              responseCode: refusals.code,
            },
          );
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const actualPort = (server.server.address() as net.AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    refuseNext(n, code) {
      refusals = { left: n, code };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
