// Landing page: hero, shop by category, featured items (streamed), promo,
// testimonials and why choose us.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { ItemGrid } from "../components/ItemCard.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { Section } from "../components/ui/section.tsx";
import { useT } from "../i18n/translate.ts";
import { categories } from "../lib/categories.ts";
import { toSummary } from "../lib/item-summary.ts";
import { browsePage } from "../lib/route-handle.ts";
import { listFeatured } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const handle = browsePage();

export function loader({ context }: Route.LoaderArgs) {
  // Not awaited: the page is sent at once and the featured items stream in behind the skeletons.
  const featured = listFeatured(services(context).db).then((items) => items.map(toSummary));
  return { featured, messages: messagesFor(context, "home", "testimonials", "catalogue") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <title>{t("home.title")}</title>
      <meta name="description" content={t("home.description")} />
      <section className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white sm:py-16">
        <h1 className="max-w-xl text-3xl font-extrabold sm:text-4xl">{t("home.hero.heading")}</h1>
        <p className="mt-3 max-w-lg text-brand-50">{t("home.hero.text")}</p>
        <a
          href="#featured"
          className="mt-6 inline-block rounded-md bg-white px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
        >
          {t("home.hero.shopNow")}
        </a>
      </section>

      <Section
        id="categories"
        className="mt-10"
        headingClassName="text-xl font-bold"
        heading={t("home.categories.heading")}
      >
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.type}>
              <Link
                to={`/type/${category.type}`}
                className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-700"
              >
                <span className="font-bold">{t(`common.category.${category.type}`)}</span>
                <span className="text-sm text-stone-700">
                  {t("home.categories.count", { count: category.tileCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section id="featured" aria-labelledby="featured-heading" className="mt-10" tabIndex={-1}>
        <h2 id="featured-heading" className="text-xl font-bold">
          {t("home.featured.heading")}
        </h2>
        <div className="mt-4">
          <Suspense fallback={<FeaturedSkeletons />}>
            <Await resolve={loaderData.featured}>
              {(featured) =>
                featured.length === 0 ? (
                  <p>{t("home.featured.none")}</p>
                ) : (
                  <ItemGrid items={featured} eagerCount={0} showDetails={false} />
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>

      <Section
        id="promo"
        className="mt-10 rounded-xl bg-brand-100 px-6 py-8"
        headingClassName="text-xl font-bold text-brand-800"
        heading={t("home.promo.heading")}
      >
        <p className="mt-2 text-stone-800">{t("home.promo.text")}</p>
        <Link to="/type/women" className="btn mt-4">
          {t("home.promo.link")}
        </Link>
      </Section>

      <Testimonials />

      <Section
        id="why"
        className="mt-12"
        headingClassName="text-xl font-bold"
        heading={t("home.why.heading")}
      >
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">{t("home.why.deliveryTitle")}</h3>
            <p className="text-sm text-stone-700">{t("home.why.deliveryText")}</p>
          </li>
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">{t("home.why.payTitle")}</h3>
            <p className="text-sm text-stone-700">{t("home.why.payText")}</p>
          </li>
          <li className="rounded-lg bg-white p-4 shadow-sm">
            <h3 className="font-semibold">{t("home.why.wholesaleTitle")}</h3>
            <p className="text-sm text-stone-700">{t("home.why.wholesaleText")}</p>
          </li>
        </ul>
      </Section>
    </>
  );
}

function FeaturedSkeletons() {
  const t = useT();
  return (
    <div>
      <p className="sr-only" role="status">
        {t("home.featured.loading")}
      </p>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <li
            key={n}
            data-testid="featured-skeleton"
            className="h-56 animate-pulse rounded-lg bg-stone-200"
          />
        ))}
      </ul>
      <noscript>
        <p className="mt-3">
          {t.rich("home.featured.slow", {
            link: (
              <a href="/type/women" className="underline">
                {t("home.featured.slowLink")}
              </a>
            ),
          })}
        </p>
      </noscript>
    </div>
  );
}
