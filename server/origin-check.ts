// Owns refusing cross-site state changes: every request that is not GET or HEAD must come from a
// page of this shop (its Origin), whatever route or form it targets.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A 403 response for a cross-site state-changing request; null when the request may proceed. */
export function refuseCrossSite(request: Request, publicUrl: string): Response | null {
  if (safeMethods.has(request.method)) return null;
  const origin = request.headers.get("origin");
  const own = new Set([publicUrl, new URL(request.url).origin]);
  if (origin !== null ? own.has(origin) : request.headers.get("sec-fetch-site") !== "cross-site")
    return null;
  return new Response("This form must be sent from the shop's own pages.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
