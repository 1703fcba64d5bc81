// Item details: name, type, image, price for the chosen quantity (and size), the sizes
// it sells (sold out ones disabled), what is left when few are, special instructions and Add to Cart
// (which goes to /cart); testimonials below. A browse page: not hydrated; the page script makes the
// quantity, size and price change in place.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/item";
import { AskOnWhatsApp } from "../components/AskOnWhatsApp.tsx";
import { CategoryName } from "../components/CategoryName.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { QuantityInput } from "../components/QuantityInput.tsx";
import { SizePicker } from "../components/SizePicker.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { TextAreaField } from "../components/ui/fields.tsx";
import { FormError } from "../components/ui/notices.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { loginPathWithCartIntent } from "../lib/cart-intent.ts";
import { loginPathFor } from "../lib/redirect-to.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { imageUrl, imageWidths } from "../lib/images.ts";
import { toSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";
import { browsePage } from "../lib/route-handle.ts";
import { cartRules, parseQuantity } from "../lib/rules/cart.ts";
import { addToCartForm, addToCart } from "../modules/cart/index.server.ts";
import { getItemWithSizes } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { WholesaleBreaksTable, WholesaleInvitation } from "../components/WholesaleNotices.tsx";
import { unitPrice } from "../lib/pricing.ts";
import { buyerOf } from "../modules/wholesale/index.server.ts";
import { currentUser } from "../session.server.ts";

export const handle = browsePage("quantity");

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const { db, lang, settings, config } = services(context);
  const found = await getItemWithSizes(db, params.id);
  if (!found) throw refusal(404, "common.error.itemNotFound");
  const { item, sizes } = found;
  const quantity = parseQuantity(url.searchParams.get("quantity")) ?? 1;
  const viewer = await currentUser(request, context);
  const summary = toSummary(item, lang);
  const buyer = await buyerOf(db, viewer?.id);
  const breaks = item.wholesaleBreaks;
  return {
    // The Kiswahili name and description on a Kiswahili page when staff gave them, else the English.
    item: summary,
    description: (lang === "sw" ? item.descriptionSw : null) ?? item.description,
    /** Every picture, the main one first. */
    pictures: [item.imageKey, ...item.moreImageKeys],
    /** The item's own stock (no sizes): null when not counted. */
    left: sizes.length === 0 ? item.stock : null,
    lowStockAt: item.lowStockAt,
    sizes: sizes.map((size) => ({
      id: size.id,
      label: size.label,
      left: size.stock,
      priceCents: size.priceCents ?? item.priceCents,
    })),
    quantity,
    canEdit: viewer?.role === "admin",
    /** Only for an approved wholesale buyer (whose pages are never kept): the item's breaks. */
    wholesale:
      buyer === "wholesale" && breaks.length > 0 ? { breaks, packSize: item.packSize } : null,
    /** Everyone else is invited to apply on an item that has breaks. */
    invite: buyer === "retail" && breaks.length > 0,
    /** The shop's WhatsApp for `Ask on WhatsApp`, and this page's address to name the item there. */
    whatsapp: (await settings.current()).settings.messaging.whatsappNumber || null,
    link: `${config.publicUrl}/item/${item.id}`,
    messages: messagesFor(context, "catalogue", "cart", "testimonials", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await currentUser(args.request, args.context);
  const { db } = services(args.context);
  const fields = formFields(await args.request.formData(), ["quantity", "instructions", "sizeId"]);
  const refuse = (status: number, errors: FieldErrors) =>
    data({ errors, alreadyInCart: false, values: fields }, { status });
  const parsed = addToCartForm.safeParse(fields);
  // Signed out: to /auth (as for every signed-in action), carrying a valid choice; the login puts
  // it in the cart (app/lib/cart-intent.ts). A choice the form refuses is not carried.
  if (!viewer)
    throw redirect(
      parsed.success
        ? loginPathWithCartIntent({
            itemId: args.params.id,
            fields: {
              quantity: String(parsed.data.quantity),
              instructions: parsed.data.instructions,
              sizeId: parsed.data.sizeId ?? "",
            },
          })
        : loginPathFor(args.url),
    );
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
  const { quantity, instructions, sizeId } = parsed.data;
  const outcome = await addToCart(db, viewer.id, args.params.id, quantity, instructions, sizeId);
  if (outcome === "no-such-item") throw refusal(404, "common.error.itemNotFound");
  if (outcome === "already-in-cart")
    return data(
      { errors: {} as FieldErrors, alreadyInCart: true, values: fields },
      { status: 409 },
    );
  if (outcome === "choose-size") return refuse(400, { sizeId: { key: "cart.error.chooseSize" } });
  if (outcome === "sold-out") return refuse(409, { form: { key: "cart.error.soldOut" } });
  if (outcome !== "added")
    return refuse(409, {
      quantity: { key: "cart.error.onlyLeft", values: { left: outcome.left } },
    });
  throw redirect("/cart");
}

export default function ItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { item, sizes, left, lowStockAt } = loaderData;
  const quantity = parseQuantity(actionData?.values.quantity) ?? loaderData.quantity;
  const errors = actionData?.errors ?? {};
  const chosenSize = sizes.find((size) => size.id === actionData?.values.sizeId);
  const retailCents = chosenSize?.priceCents ?? item.priceCents;
  const unitCents = unitPrice(
    loaderData.wholesale ? "wholesale" : "retail",
    retailCents,
    loaderData.wholesale?.breaks,
    quantity,
  ).unitPriceCents;
  const soldOut = sizes.length > 0 ? sizes.every((size) => size.left === 0) : left === 0;
  // Written with a stand-in for the price, so that the page script can word another size's price.
  const eachTemplate = t("catalogue.item.each", { price: "%PRICE%" });
  return (
    <>
      <PageTitle page={item.name} />
      <article className="grid gap-6 md:grid-cols-2">
        <Gallery name={item.name} pictures={loaderData.pictures} />
        <div>
          <h1 className="text-2xl font-extrabold">{item.name}</h1>
          <p className="mt-1 text-stone-700">
            <CategoryName type={item.type} />
          </p>
          {loaderData.canEdit ? (
            <p className="mt-2 flex gap-4 text-sm font-semibold">
              <Link to={`/item/${item.id}/edit`} className="text-brand-700 underline">
                {t("catalogue.item.edit")}
              </Link>
              <Link to={`/item/${item.id}/delete`} className="text-red-800 underline">
                {t("catalogue.item.delete")}
              </Link>
            </p>
          ) : null}
          <p
            className="mt-3 text-2xl font-bold text-brand-800"
            aria-live="polite"
            data-line-price
            data-retail-cents={item.priceCents}
            data-breaks={
              loaderData.wholesale ? JSON.stringify(loaderData.wholesale.breaks) : undefined
            }
          >
            {formatKsh(unitCents * quantity)}
          </p>
          <p className="text-sm text-stone-700" data-each-price data-template={eachTemplate}>
            {quantity > 1 ? eachTemplate.replace("%PRICE%", formatKsh(unitCents)) : ""}
          </p>
          {loaderData.description ? (
            <div className="mt-3 space-y-2 text-base leading-relaxed text-stone-800">
              {loaderData.description.split(/\n+/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {loaderData.wholesale ? (
            <WholesaleBreaksTable
              breaks={loaderData.wholesale.breaks}
              packSize={loaderData.wholesale.packSize}
            />
          ) : null}
          {loaderData.invite ? <WholesaleInvitation /> : null}
          {soldOut ? (
            <p className="mt-2 font-semibold text-red-800">{t("catalogue.soldOut")}</p>
          ) : left !== null && left <= lowStockAt ? (
            <p className="mt-2 font-semibold text-amber-800">
              {t("catalogue.onlyLeft", { count: left })}
            </p>
          ) : null}
          {actionData?.alreadyInCart ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
            >
              {t.rich("catalogue.item.alreadyInCart", {
                link: (
                  <Link to="/cart" className="font-semibold underline">
                    {t("catalogue.item.goToCart")}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <div className="mt-4">
            <FormError message={errors.form} />
          </div>
          <form id="quantity-stepper" method="get" />
          <Form id="add-to-cart" method="post" className="mt-4 space-y-4">
            {sizes.length > 0 ? (
              <SizePicker
                sizes={sizes}
                itemPriceCents={item.priceCents}
                lowStockAt={lowStockAt}
                chosen={chosenSize?.id}
                error={errors.sizeId}
              />
            ) : null}
            <QuantityInput
              quantity={quantity}
              stepperForm="quantity-stepper"
              error={errors.quantity}
            />
            <TextAreaField
              label={t("catalogue.item.instructions")}
              name="instructions"
              id="instructions"
              maxLength={cartRules.instructions.maxLength}
              defaultValue={actionData?.values.instructions}
              placeholder={t("catalogue.item.instructionsPlaceholder")}
              error={errors.instructions}
            />
            <button type="submit" className="btn w-full sm:w-auto" disabled={soldOut}>
              {t("catalogue.item.addToCart")}
            </button>
          </Form>
          <AskOnWhatsApp
            number={loaderData.whatsapp}
            text={t("common.whatsapp.aboutItem", { name: item.name, link: loaderData.link })}
            className="mt-3 w-full sm:w-auto"
          />
        </div>
      </article>
      <Testimonials />
    </>
  );
}

/**
 * Every picture of the item, large, side by side in a strip that snaps to one at a time; the small
 * pictures below are links to each (`#photo-N`), so the gallery works without JavaScript. A phone
 * loads the 300 px picture, a wide screen the 800 px one (srcset and sizes).
 */
function Gallery({ name, pictures }: { name: string; pictures: string[] }) {
  const t = useT();
  return (
    <div className="min-w-0">
      {/* Focusable when it scrolls, so a keyboard can move through the pictures too. */}
      <ul
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={t("catalogue.item.photos", { name })}
        tabIndex={pictures.length > 1 ? 0 : undefined}
      >
        {pictures.map((key, index) => (
          <li key={key} id={`photo-${index + 1}`} className="w-full shrink-0 snap-center">
            <img
              src={imageUrl(key, "large")}
              srcSet={`${imageUrl(key, "thumb")} ${imageWidths.thumb}w, ${imageUrl(key, "large")} ${imageWidths.large}w`}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={
                pictures.length > 1
                  ? t("catalogue.item.photoOf", { name, n: index + 1, count: pictures.length })
                  : name
              }
              width={imageWidths.large}
              height={imageWidths.large}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              className="aspect-square w-full bg-stone-200 object-cover"
            />
          </li>
        ))}
      </ul>
      {pictures.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {pictures.map((key, index) => (
            <li key={key}>
              <a
                href={`#photo-${index + 1}`}
                aria-label={t("catalogue.item.showPhoto", { n: index + 1 })}
                className="block rounded-md border border-stone-300 hover:border-brand-700"
              >
                <img
                  src={imageUrl(key, "thumb")}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
