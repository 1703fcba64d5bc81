// The document shell on every page: head, fixed navigation bar, main content, footer.
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NavBar } from "./components/NavBar.tsx";
import { Footer } from "./components/Footer.tsx";
import { PendingNotice } from "./components/PendingNotice.tsx";
import { useNonce } from "./lib/nonce.ts";
import { currentUser } from "./modules/accounts/session.server.ts";
import { cartCount } from "./modules/cart/cart.server.ts";
import { services } from "./services.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  return {
    user: user ? { email: user.email, isAdmin: user.role === "admin" } : null,
    cartCount: user ? await cartCount(services(context).db, user.id) : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Absent on an error page whose root loader failed: the nav then shows the signed-out view.
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans text-ink">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <NavBar user={root?.user ?? null} cartCount={root?.cartCount ?? null} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-36 pb-12 sm:pt-24">
          <PendingNotice />
          {children}
        </main>
        <Footer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const heading = status === 404 ? "Page not found" : status === 403 ? "Not allowed" : "Something went wrong";
  return (
    <section className="py-12 text-center">
      <title>{`${heading} | Duka Fashions`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-3 text-stone-700">
        {message ?? (status === 404 ? "We could not find that page." : "Please try again in a moment.")}
      </p>
      <Link to="/" className="btn mt-6">
        Go to Homepage
      </Link>
    </section>
  );
}
