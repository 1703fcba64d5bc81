// The shop's layers, checked in `npm test` (`depcruise`): imports point down —
// routes, components, enhance and server -> services -> modules -> db -> lib and i18n.
// Type-only imports count too: a type pulls its module's concerns along.
const app = "^app/";
const lib = "^app/(lib|i18n)/";
const db = "^app/db/";
const modules = "^app/modules/";
const services =
  "^app/(services|services-context|session|secrets|staff|layout-data)\\.server\\.ts$";
const pages = "^app/(routes|components|enhance)/|^app/(root|entry\\.server)\\.tsx$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", from: {}, to: { circular: true } },
    {
      name: "lib-imports-nothing-of-the-shop-above-it",
      comment: "lib and i18n are the bottom: shared by every layer, server and browser alike.",
      severity: "error",
      from: { path: lib },
      to: { path: [db, modules, services, pages, "^server/", "^app/config\\.server\\.ts$"] },
    },
    {
      name: "db-imports-only-lib",
      severity: "error",
      from: { path: db },
      to: { path: [modules, services, pages, "^server/"] },
    },
    {
      name: "modules-do-not-import-services-or-pages",
      comment:
        "The domain takes what it needs as parameters; it never reaches for the request's services.",
      severity: "error",
      from: { path: modules },
      to: { path: [services, pages, "^server/"] },
    },
    {
      name: "a-module-enters-another-by-its-front-door",
      comment:
        "Each app/modules/<name>/ offers what others may use from index.server.ts; its other files are its own.",
      severity: "error",
      from: { path: "^app/modules/([^/]+)/" },
      to: {
        path: "^app/modules/",
        pathNot: ["^app/modules/$1/", "^app/modules/[^/]+/index\\.server\\.ts$"],
      },
    },
    {
      name: "the-rest-of-the-shop-enters-modules-by-their-front-door",
      comment:
        "Routes, components, services, the server and scripts too (tests may reach inside to test a part).",
      severity: "error",
      from: { path: "^(app|server|scripts|tools|bench)/", pathNot: "^app/modules/" },
      to: { path: "^app/modules/[^/]+/", pathNot: "^app/modules/[^/]+/index\\.server\\.ts$" },
    },
    {
      name: "services-do-not-import-pages",
      severity: "error",
      from: { path: services },
      to: { path: [pages, "^server/"] },
    },
    {
      name: "no-route-imports-another-route",
      severity: "error",
      from: { path: "^app/routes/([^/]+)\\." },
      to: { path: "^app/routes/", pathNot: ["^app/routes/$1\\.", "^app/routes/\\+types/"] },
    },
    {
      name: "components-do-not-import-routes",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "the-browse-script-uses-only-lib",
      comment: "app/enhance is bundled on its own for the browser: no React, no server code.",
      severity: "error",
      from: { path: "^app/enhance/" },
      to: { path: app, pathNot: ["^app/enhance/", lib] },
    },
    {
      name: "app-does-not-import-server",
      comment: "server/ runs the app; the app never reaches back into it.",
      severity: "error",
      from: { path: app },
      to: { path: "^server/" },
    },
    {
      name: "simulators-use-only-lib",
      comment:
        "A simulator checks the shop's client code from outside: it shares nothing of the shop but app/lib (so a bug in the shop's formatting cannot hide behind the same bug in the simulator).",
      severity: "error",
      from: { path: "^simulators/" },
      to: { path: [app, "^server/", "^scripts/", "^bench/", "^tools/"], pathNot: ["^app/lib/"] },
    },
    {
      name: "the-shop-mounts-simulators-only-through-server",
      comment: "Only server/simulators.ts loads a simulator, and only when its *_ENV=simulator.",
      severity: "error",
      from: { path: ["^app/", "^server/"], pathNot: "^server/simulators\\.ts$" },
      to: { path: "^simulators/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "the-shop-does-not-import-benchmarks",
      comment:
        "bench/ measures the shop from outside (benchmarks, soak, abuse); the shop and its production scripts never load it.",
      severity: "error",
      from: { path: ["^app/", "^server/", "^scripts/", "^simulators/", "^tools/"] },
      to: { path: "^bench/" },
    },
    {
      name: "scripts-and-tools-do-not-import-tests",
      severity: "error",
      from: { path: "^(scripts|bench|tools)/" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
