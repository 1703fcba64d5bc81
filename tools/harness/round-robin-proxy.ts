// Owns a small reverse proxy for running several shop servers behind one address in the soak and in
// tests: each request goes to the next backend in turn, bodies stream both ways, the client's address
// is appended to X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does, so shops with
// TRUST_PROXY=true see each virtual user's address), and a backend that cannot be reached is answered 502.
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** The servers requests go to from now on, in turn. */
  setBackends(urls: string[]): void;
  /** Requests sent to each backend so far, by its URL. */
  readonly sent: Map<string, number>;
  close(): Promise<void>;
}

/** Headers about one connection, which a proxy must not pass on (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

function badGateway(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Bad gateway: the shop server did not answer.");
}

/** Listens on 127.0.0.1 (`port` 0: a free one); backends may be set once they have started. */
export async function startRoundRobinProxy({
  port = 0,
  backends = [],
}: { port?: number; backends?: string[] } = {}): Promise<RoundRobinProxy> {
  let targets = backends.map((url) => new URL(url));
  let next = 0;
  const sent = new Map<string, number>();
  // Kept-alive connections to the backends, as a real proxy keeps them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    if (targets.length === 0) return badGateway(res);
    const target = targets[next++ % targets.length]!;
    sent.set(target.origin, (sent.get(target.origin) ?? 0) + 1);
    const client = req.socket.remoteAddress ?? "";
    const forwardedFor = req.headers["x-forwarded-for"];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        // Host stays the proxy's (the shops' PUBLIC_URL), as nginx's `proxy_set_header Host $host`.
        headers: {
          ...passedOn(req.headers),
          "x-forwarded-for": forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(res);
        answer.once("error", () => res.destroy());
      },
    );
    upstream.once("error", () => badGateway(res));
    // A client that goes away takes its request to the backend with it.
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  const server = http.createServer(forward);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setBackends(urls) {
      targets = urls.map((backend) => new URL(backend));
    },
    sent,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
