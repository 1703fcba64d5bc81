// Landing page (seed-spec §2): hero, shop by category, featured items (streamed), promo,
// testimonials and why choose us.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { ItemGrid } from "../components/ItemCard.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { categories } from "../lib/categories.ts";
import { toSummary } from "../lib/item-summary.ts";
import { listFeatured } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Duka Fashions: clothing, shoes and household goods in Kenya" },
  { name: "description", content: "Shop women's and men's wear, shoes, household items, inner clothes and sports wear. Delivery countrywide." },
];

export function loader({ context }: Route.LoaderArgs) {
  // Not awaited: the page is sent at once and the featured items stream in behind the skeletons.
  const featured = listFeatured(services(context).db).then((items) => items.map(toSummary));
  return { featured };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white sm:py-16">
        <h1 className="max-w-xl text-3xl font-extrabold sm:text-4xl">Fashion and home goods, delivered across Kenya</h1>
        <p className="mt-3 max-w-lg text-brand-50">
          Retail and wholesale prices in Ksh. Pay by card, M-Pesa or cash on delivery.
        </p>
        <a href="#featured" className="mt-6 inline-block rounded-md bg-white px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50">
          Shop now
        </a>
      </section>

      <section aria-labelledby="categories-heading" className="mt-10">
        <h2 id="categories-heading" className="text-xl font-bold">Shop by category</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.type}>
              <Link
                to={`/type/${category.type}`}
                className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-700"
              >
                <span className="font-bold">{category.label}</span>
                <span className="text-sm text-stone-700">{category.tileCount} Products</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="featured" aria-labelledby="featured-heading" className="mt-10" tabIndex={-1}>
        <h2 id="featured-heading" className="text-xl font-bold">Featured items</h2>
        <div className="mt-4">
          <Suspense fallback={<FeaturedSkeletons />}>
            <Await resolve={loaderData.featured}>
              {(featured) =>
                featured.length === 0 ? (
                  <p>Slow internet.... no items to display</p>
                ) : (
                  <ItemGrid items={featured} eagerCount={0} showDetails={false} />
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>

      <section className="mt-10 rounded-xl bg-brand-100 px-6 py-8">
        <h2 className="text-xl font-bold text-brand-800">New season kitenge and Ankara styles</h2>
        <p className="mt-2 text-stone-800">Bright prints for work, weddings and weekends.</p>
        <Link to="/type/women" className="btn mt-4">
          Shop women's wear
        </Link>
      </section>

      <Testimonials />

      <section aria-labelledby="why-heading" className="mt-12">
        <h2 id="why-heading" className="text-xl font-bold">Why choose us</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">Countrywide delivery</h3>
            <p className="text-sm text-stone-700">From Mombasa to Lodwar, for a small fee.</p>
          </li>
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">Pay your way</h3>
            <p className="text-sm text-stone-700">Card, M-Pesa or cash on delivery.</p>
          </li>
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">Retail and wholesale</h3>
            <p className="text-sm text-stone-700">One piece or a whole bale, at fair prices.</p>
          </li>
        </ul>
      </section>
    </>
  );
}

function FeaturedSkeletons() {
  return (
    <div>
      <p className="sr-only" role="status">Loading featured items</p>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <li key={n} data-testid="featured-skeleton" className="h-56 animate-pulse rounded-lg bg-stone-200" />
        ))}
      </ul>
      <noscript>
        <p className="mt-3">
          Featured items are taking a while. Browse a category instead: <a href="/type/women" className="underline">women's wear</a>.
        </p>
      </noscript>
    </div>
  );
}
