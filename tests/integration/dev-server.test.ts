// `npm run dev` as a process: the shop's own server with Vite inside. It answers /healthz, renders
// pages from the sources, serves browser modules and the hot-reload websocket on the shop's own
// port but no other file of the project (least of all the data directory), shows an edited route on
// the next request without a restart, and stops on SIGTERM with the embedded database closed cleanly.
//
// The edit is a real one — a route module rewritten on disk, noticed by Vite's file watcher — but it
// is made in a temporary copy of the sources, from which the dev server runs: a test that dies
// half-way leaves nothing behind in the working tree, and a developer's own `npm run dev` never
// shows the test's edit. The copy holds what the dev server reads and links the checkout's packages
// one by one, so that Vite's caches (node_modules/.vite) are the copy's own too.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { clusterState } from "../support/database.ts";
import { startShopProcess, type ShopProcess } from "../../tools/harness/shop-process.ts";
import { isDirectoryInUse } from "../../app/db/lock.server.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const sources = [
  "app",
  "server",
  "scripts",
  "drizzle",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];
// A hydrated page (the browse pages are not hydrated, so their modules never reach the browser),
// and an edit of its own markup (its words live in the message catalogue).
const page = "/auth";
const routeFile = "app/routes/login.tsx";
const heading = '<h1 className="text-2xl font-extrabold">';
const edited = '<h1 className="text-2xl font-extrabold edited-while-running">';

function copyOfTheSources(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "shop-dev-server-"));
  for (const entry of sources)
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  mkdirSync(path.join(copy, "node_modules"));
  for (const name of readdirSync(path.join(root, "node_modules"))) {
    if (!name.startsWith("."))
      symlinkSync(path.join(root, "node_modules", name), path.join(copy, "node_modules", name));
  }
  return copy;
}

describe("the development server (npm run dev)", () => {
  it("serves the shop from the sources, shows an edited route without a restart, and stops cleanly", async () => {
    const copy = copyOfTheSources();
    // Where `npm run dev` keeps it by default: inside the project, below what Vite could serve.
    const dataDir = path.join(copy, "data");
    let shop: ShopProcess | undefined;
    let socket: WebSocket | undefined;
    try {
      const starting = performance.now();
      shop = await startShopProcess(
        { DATA_DIR: dataDir, SEED_DEMO: "false" },
        { cwd: copy, script: "scripts/dev.ts" },
      );
      const readyMs = performance.now() - starting;
      const url = shop.url;

      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
      const login = await fetch(`${url}${page}`);
      expect(login.status).toBe(200);
      const html = await login.text();
      expect(html).toContain('<h1 class="text-2xl font-extrabold">');
      // Browser modules come from the sources (no build), with React Router's hot-reload runtime.
      expect(html).toContain(`href="/${routeFile}"`);
      expect(html).toContain("inject-hmr-runtime");

      // Only the app's modules and the packages: not the sessions' secret, nor any other file.
      for (const file of [
        "/data/auth-secret",
        "/data/control.json",
        "/package.json",
        "/server/app.ts",
      ]) {
        expect((await fetch(`${url}${file}`)).status, file).toBe(403);
      }

      // Vite's hot-reload websocket on the shop's own port, as the page's Vite client opens it.
      const viteClient = await (await fetch(`${url}/@vite/client`)).text();
      const token = /const wsToken = "([^"]+)"/.exec(viteClient)?.[1];
      expect(token).toBeDefined();
      const messages: string[] = [];
      socket = new WebSocket(`${url.replace(/^http/, "ws")}/?token=${token}`, "vite-hmr");
      socket.addEventListener("message", (event) => messages.push(String(event.data)));
      await expect
        .poll(() => messages.some((m) => JSON.parse(m).type === "connected"), {
          timeout: 15_000,
          interval: 10,
          message: "the websocket to connect",
        })
        .toBe(true);
      // The route module as the browser loads it, so that it belongs to the browser's module graph.
      expect((await fetch(`${url}/${routeFile}`)).status).toBe(200);

      const editing = performance.now();
      const route = path.join(copy, routeFile);
      writeFileSync(route, readFileSync(route, "utf8").replace(heading, edited));
      await expect
        .poll(
          () =>
            messages.some((m) => JSON.parse(m).type === "update" && m.includes(`/${routeFile}`)),
          { timeout: 15_000, interval: 10, message: "the browser to be told of the edit" },
        )
        .toBe(true);
      // The same process, the next request: rendered with the edited route.
      const after = await (await fetch(`${url}${page}`)).text();
      expect(after).toContain('<h1 class="text-2xl font-extrabold edited-while-running">');
      expect(after).not.toContain('<h1 class="text-2xl font-extrabold">');
      const editMs = performance.now() - editing;
      socket.close();

      const stopping = performance.now();
      expect(await shop.stop("SIGTERM")).toBe(0);
      const stopMs = performance.now() - stopping;
      shop = undefined;
      expect(stopMs).toBeLessThan(10_000);
      // Closed cleanly ("shut down", not the "in production" a crash leaves), the lock released,
      // and the directory opens again.
      expect(clusterState(dataDir)).toBe(1);
      expect(isDirectoryInUse(path.join(dataDir, "db"))).toBe(false);
      const database = await openDatabase({ kind: "pglite", dataDir });
      expect(await database.ping()).toBe(true);
      await database.close();

      console.info(
        `dev server: ready after ${Math.round(readyMs)} ms, edit shown after ${Math.round(editMs)} ms, exit after ${Math.round(stopMs)} ms`,
      );
    } finally {
      socket?.close();
      await shop?.stop("SIGKILL");
      rmSync(copy, { recursive: true, force: true });
    }
    // About 7 s alone; starting Vite and a new embedded database is much slower beside other test files.
  }, 120_000);
});
