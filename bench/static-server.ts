// The yardstick of the throughput figures: a bare `node:http` server in its own process that answers
// the same bytes as the shop, from memory, with the same Content-Encoding. Nothing else: no router,
// no headers built beyond what HTTP needs, no files read per request. What it answers per second on
// this machine is what a static file costs; the shop's pages are measured as a share of it.
//
// Run:  node bench/static-server.ts DIR   (bench/lib/bare-server.ts starts it for `npm run bench`)
// DIR holds NAME.html and, optionally, NAME.html.br: GET /NAME answers the .br bytes with
// `Content-Encoding: br` when the request accepts br, else the .html bytes. It prints
// "listening on PORT" once it listens on 127.0.0.1 (port 0: the system picks one).
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node bench/static-server.ts DIR");

const pages = new Map<string, { identity: Buffer; br: Buffer | undefined }>();
for (const file of readdirSync(dir)) {
  if (!file.endsWith(".html")) continue;
  const full = path.join(dir, file);
  const br = readdirSync(dir).includes(`${file}.br`) ? readFileSync(`${full}.br`) : undefined;
  pages.set(`/${file.slice(0, -".html".length)}`, { identity: readFileSync(full), br });
}

const server = http.createServer((request, response) => {
  const page = pages.get(request.url ?? "");
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  const br = page.br !== undefined && (request.headers["accept-encoding"] ?? "").includes("br");
  const body = br ? page.br! : page.identity;
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
    vary: "Accept-Encoding",
    ...(br ? { "content-encoding": "br" } : {}),
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on ${typeof address === "object" && address ? address.port : "?"}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
