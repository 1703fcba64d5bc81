// Writes .br and .gz beside every text asset of the client build, so they are served without
// compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const clientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "build",
  "client",
);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

for (const file of files(clientDir)) {
  if (!/\.(js|css|svg|json|txt|html|map)$/.test(file)) continue;
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}
