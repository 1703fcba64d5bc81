// Owns weighing a page as a phone receives it from the built shop: its JavaScript (files and inline
// scripts, gzip as sent), its HTML and render-blocking CSS. Used by the budget tests and the benchmark.
import http from "node:http";
import zlib from "node:zlib";

export interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent on the wire (compressed when the server compressed them). */
  wire: Buffer;
  text: string;
}

/** GET through node:http, which (unlike fetch) keeps the bytes exactly as the server sent them. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          const wire = Buffer.concat(parts);
          const encoding = res.headers["content-encoding"];
          const plain =
            encoding === "gzip"
              ? zlib.gunzipSync(wire)
              : encoding === "br"
                ? zlib.brotliDecompressSync(wire)
                : wire;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            wire,
            text: plain.toString("utf8"),
          });
        });
      })
      .on("error", reject);
  });
}

const gzipSize = (text: string | Buffer) => zlib.gzipSync(text).byteLength;

/** Every tag of one name, each as a map of its attributes. */
export function tags(html: string, name: string): Map<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(
    (tag) =>
      new Map(
        [...tag[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [
          a[1]!.toLowerCase(),
          a[2] ?? "",
        ]),
      ),
  );
}

export interface PageWeight {
  path: string;
  html: string;
  /** gzip bytes of each script file (script src and modulepreload) and of each inline script. */
  scripts: Map<string, number>;
  scriptTotal: number;
  documentTotal: number;
  htmlGzip: number;
  cssGzip: number;
  assetUrls: string[];
}

export async function weigh(base: string, path: string): Promise<PageWeight> {
  const page = await get(`${base}${path}`, { "Accept-Encoding": "gzip" });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  const html = page.text;
  const scripts = new Map<string, number>();
  const files = [
    ...tags(html, "script").map((tag) => tag.get("src")),
    ...tags(html, "link")
      .filter((tag) => tag.get("rel") === "modulepreload")
      .map((tag) => tag.get("href")),
  ].filter((src): src is string => Boolean(src));
  for (const src of new Set(files)) {
    // The precompressed .gz the server sends is the figure a browser downloads.
    const file = await get(`${base}${src}`, { "Accept-Encoding": "gzip" });
    if (file.status !== 200) throw new Error(`${src} answered ${file.status}`);
    scripts.set(
      src,
      file.headers["content-encoding"] === "gzip" ? file.wire.byteLength : gzipSize(file.wire),
    );
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1]!,
  );
  inline.forEach(
    (code, index) => code.trim() && scripts.set(`(inline script ${index + 1})`, gzipSize(code)),
  );

  const stylesheets = tags(html, "link")
    .filter(
      (tag) =>
        tag.get("rel") === "stylesheet" && !/^(print|\(prefers)/.test(tag.get("media") ?? ""),
    )
    .map((tag) => tag.get("href")!);
  let cssGzip = 0;
  for (const href of stylesheets) {
    const css = await get(`${base}${href}`, { "Accept-Encoding": "gzip" });
    cssGzip +=
      css.headers["content-encoding"] === "gzip" ? css.wire.byteLength : gzipSize(css.wire);
  }
  const htmlGzip =
    page.headers["content-encoding"] === "gzip" ? page.wire.byteLength : gzipSize(page.wire);
  const scriptTotal = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  return {
    path,
    html,
    scripts,
    scriptTotal,
    htmlGzip,
    cssGzip,
    documentTotal: htmlGzip + cssGzip,
    assetUrls: [...new Set([...files, ...stylesheets])],
  };
}
