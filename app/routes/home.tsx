// Landing page: hero (the drawn picture), shop by category, featured items (streamed), promo,
// testimonials and why choose us.
import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { ItemGrid } from "../components/ItemCard.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { Section } from "../components/ui/section.tsx";
import { useT } from "../i18n/translate.ts";
import { categoryName } from "../lib/categories.ts";
import { heroUrl, heroWidths, imageUrl, imageWidths } from "../lib/images.ts";
import { toSummary, type ItemSummary } from "../lib/item-summary.ts";
import { browsePage } from "../lib/route-handle.ts";
import { categoryTiles, demoHeroKey, listFeatured } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const handle = browsePage();

export async function loader({ context }: Route.LoaderArgs) {
  const { db, lang, config } = services(context);
  // Not awaited: the page is sent at once and the featured items stream in behind the skeletons.
  const featured = listFeatured(db).then((items) => items.map((item) => toSummary(item, lang)));
  // The tiles count what each category holds now (decision 0027; the seed's counts were fixed text).
  const tiles = (await categoryTiles(db)).map((category) => ({
    route: category.route,
    name: categoryName(category, lang),
    imageKey: category.imageKey,
    itemCount: category.itemCount,
  }));
  return {
    featured,
    tiles,
    // The demo's drawn hero, stored when the demo is seeded; a shop without the demo shows its
    // newest items' pictures there instead.
    hero: config.seedDemo ? demoHeroKey : null,
    messages: messagesFor(context, "home", "testimonials", "catalogue"),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <title>{t("home.title")}</title>
      <meta name="description" content={t("home.description")} />
      {/* Tighter on a phone, so that the hero picture under the words ends within a 740 px screen. */}
      <section className="grid items-center gap-6 rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-8 text-white sm:gap-8 sm:px-6 sm:py-14 lg:grid-cols-2 lg:px-10">
        <div>
          <h1 className="max-w-xl text-2xl leading-tight font-extrabold sm:text-4xl">
            {t("home.hero.heading")}
          </h1>
          <p className="mt-3 max-w-lg text-brand-50">{t("home.hero.text")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href="#featured"
              className="inline-flex min-h-11 items-center rounded-md bg-white px-4 font-bold text-brand-800 hover:bg-brand-50 sm:px-5"
            >
              {t("home.hero.shopNow")}
            </a>
            <Link
              to="/shop"
              className="inline-flex min-h-11 items-center rounded-md border border-white px-4 font-bold text-white hover:bg-white/10 sm:px-5"
            >
              {t("home.hero.allItems")}
            </Link>
          </div>
        </div>
        {loaderData.hero ? (
          <HeroPicture heroKey={loaderData.hero} />
        ) : (
          /* Wide screens: the newest items' pictures fill the hero's other half (the featured items'
             own promise, so no second query; a phone sees them in Featured items further down). */
          <Suspense fallback={null}>
            <Await resolve={loaderData.featured}>
              {(featured) => <HeroPictures items={featured.slice(0, 3)} />}
            </Await>
          </Suspense>
        )}
      </section>

      <HomeSection id="categories" className="mt-10" heading={t("home.categories.heading")}>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {loaderData.tiles.map((tile) => (
            <li key={tile.route}>
              <Link
                to={`/type/${tile.route}`}
                className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-3 shadow-sm hover:border-brand-700"
              >
                {tile.imageKey ? (
                  <Thumbnail
                    imageKey={tile.imageKey}
                    className="mb-2 aspect-square w-full rounded-md bg-stone-200 object-cover"
                  />
                ) : null}
                <span className="font-bold">{tile.name}</span>
                <span className="text-sm text-stone-700">
                  {t("home.categories.count", { count: tile.itemCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

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
                  <ItemGrid items={featured} eagerCount={0} />
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

      <HomeSection id="why" className="mt-12" heading={t("home.why.heading")}>
        <WhyUs className="mt-4 grid gap-4 sm:grid-cols-3" />
      </HomeSection>
    </>
  );
}

/** A part of the landing page under its large heading (the promo's heading has its own colour). */
function HomeSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} className={className} headingClassName="text-xl font-bold" heading={heading}>
      {children}
    </Section>
  );
}

/** A picture's small variant as decoration (the words beside it say what it shows), loaded late. */
function Thumbnail({ imageKey, className }: { imageKey: string; className: string }) {
  return (
    <img
      src={imageUrl(imageKey, "thumb")}
      alt=""
      width={imageWidths.thumb}
      height={imageWidths.thumb}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** Why choose us: delivery, paying, wholesale. */
function WhyUs({ className }: { className: string }) {
  const t = useT();
  const reasons = [
    ["home.why.deliveryTitle", "home.why.deliveryText"],
    ["home.why.payTitle", "home.why.payText"],
    ["home.why.wholesaleTitle", "home.why.wholesaleText"],
  ] as const;
  return (
    <ul className={className}>
      {reasons.map(([title, text]) => (
        <li key={title} className="card p-4">
          <h3 className="font-semibold">{t(title)}</h3>
          <p className="text-sm text-stone-700">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The drawn hero: under the words on a phone, beside them on a wide screen. It is the largest thing
 * on the first screen at 360 and at 1280 px (the LCP element), so it is fetched first; width and
 * height hold its room before it arrives, and a phone loads its 480 px variant (at 2x, the 960).
 */
function HeroPicture({ heroKey }: { heroKey: string }) {
  const t = useT();
  return (
    <img
      src={heroUrl(heroKey, 960)}
      srcSet={heroWidths.map((width) => `${heroUrl(heroKey, width)} ${width}w`).join(", ")}
      // The hero's column: the page less its margins (and the hero's) up to lg, half of the 1,152 px page from lg.
      sizes="(min-width: 1184px) 504px, (min-width: 1024px) calc(50vw - 88px), (min-width: 640px) calc(100vw - 80px), calc(100vw - 64px)"
      alt={t("home.hero.pictureAlt")}
      width={1200}
      height={800}
      fetchPriority="high"
      className="aspect-[3/2] h-auto w-full rounded-lg bg-white/20 object-cover shadow-lg"
    />
  );
}

/** Three item pictures, the first large: decoration beside the hero's words (the items are listed below). */
function HeroPictures({ items }: { items: ItemSummary[] }) {
  if (items.length < 3) return null;
  return (
    <div aria-hidden="true" className="hidden grid-cols-3 grid-rows-2 gap-3 lg:grid">
      {items.map((item, index) => (
        <Thumbnail
          key={item.id}
          imageKey={item.imageKey}
          className={`h-full w-full rounded-lg bg-white/20 object-cover shadow-lg ${index === 0 ? "col-span-2 row-span-2" : ""}`}
        />
      ))}
    </div>
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
