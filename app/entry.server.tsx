// Renders each page on the server and streams it.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceContext } from "./lib/nonce.ts";
import { pageHydrates } from "./lib/route-handle.ts";
import { services } from "./services.server.ts";

export const streamTimeout = 5_000;

/**
 * After the shell is ready, how long to wait for streamed parts (featured items) before sending.
 * A fast database answers within it and the page arrives whole — also for browsers without
 * JavaScript, which cannot swap streamed parts in; a slow one gets the skeletons first.
 */
const inlineWaitMs = 80;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  // A page React does not hydrate cannot swap streamed parts in: it is sent whole.
  const waitForAll =
    (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode || !pageHydrates(handles);
  const nonce = services(loadContext).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let sent = false;
    let allReady = false;
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);

    const send = () => {
      if (sent) return;
      sent = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(abortTimer);
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }),
      );
    };

    const page = (
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // React moves finished parts out of place ("outlining") once a page passes this many bytes;
      // our pages are small, and in-place content also works without JavaScript.
      progressiveChunkSize: 256 * 1024,
      onShellReady() {
        if (waitForAll) return;
        if (allReady) send();
        else setTimeout(send, inlineWaitMs);
      },
      onAllReady() {
        allReady = true;
        send();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors inside the shell reject above and are logged by the handler; log the rest.
        if (sent) console.error(error);
      },
    });
  });
}
