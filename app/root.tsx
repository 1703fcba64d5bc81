// The document shell on every page: head, fixed navigation bar, main content, footer; and the
// page's translator, built from the messages its routes' loaders sent.
import type { Messages } from "@lingui/core";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type UIMatch,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// One self-contained script file for the browse pages' behaviours (Vite bundles it like a worker).
import enhanceScript from "./enhance/enhance.ts?worker&url";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { Footer } from "./components/Footer.tsx";
import { NavBar } from "./components/NavBar.tsx";
import { PendingNotice } from "./components/PendingNotice.tsx";
import { defaultLanguage } from "./i18n/languages.ts";
import { createTranslator, TranslatorProvider } from "./i18n/translate.ts";
import { useNonce } from "./lib/nonce.ts";
import { pageHydrates } from "./lib/route-handle.ts";
import { layoutData, type LayoutData } from "./layout-data.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return layoutData(request, context);
}

/**
 * The layout's data: the root loader's, or — on the page of a refusal thrown before any loader ran
 * (the staff guard) — the copy the refusal carries. Absent when even that failed: the nav then
 * shows the signed-out view.
 */
function useLayoutData(): LayoutData | undefined {
  const root = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  if (root) return root;
  const carried = (error as { data?: { layout?: LayoutData } } | null)?.data?.layout;
  return carried && typeof carried === "object" ? carried : undefined;
}

/** One translator for the page, over the messages of every route shown (the layout's and the page's). */
function usePageTranslator(matches: UIMatch[], layout: LayoutData | undefined) {
  const messages = matches.map(
    (match) => (match.loaderData as { messages?: Messages } | undefined)?.messages,
  );
  // Cheap enough to make on each render: a few hundred compiled messages merged into one object.
  return createTranslator(
    layout?.lang ?? defaultLanguage,
    Object.assign({}, layout?.messages, ...messages),
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useLayoutData();
  const nonce = useNonce();
  const matches = useMatches();
  const t = usePageTranslator(matches, root);
  const hydrated = pageHydrates(matches.map((match) => match.handle));
  return (
    <html lang={t.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans text-ink">
        <TranslatorProvider value={t}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2"
          >
            {t("common.skipToContent")}
          </a>
          <NavBar user={root?.user ?? null} cartCount={root?.cartCount ?? null} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-12 print:p-0">
            <PendingNotice />
            {children}
          </main>
          <Footer contact={root?.contact ?? null} />
        </TranslatorProvider>
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        <script type="module" src={enhanceScript} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
