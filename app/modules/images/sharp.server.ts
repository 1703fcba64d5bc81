// Owns loading sharp (libvips): on first use, not at start. It holds about 20 MiB resident once
// loaded, which a shop that is not being given new pictures need not carry (decision 0011).
import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((loaded) => loaded.default);
  return loading;
}
