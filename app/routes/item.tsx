// Item details (seed-spec §2): name, type, image, price for the chosen quantity, special
// instructions and Add to Cart (which goes to /cart); testimonials below.
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/item";
import { Testimonials } from "../components/Testimonials.tsx";
import { QuantityInput } from "../components/QuantityInput.tsx";
import { imageUrl, imageWidths } from "../lib/images.ts";
import { toSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";
import { parseQuantity } from "../lib/quantity.ts";
import { currentUser, requireUser } from "../modules/accounts/session.server.ts";
import { addToCart } from "../modules/cart/cart.server.ts";
import { addToCartForm } from "../modules/cart/cart-forms.ts";
import { maxInstructionsLength } from "../lib/cart-limits.ts";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { getItem } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";

export const alreadyInCartMessage = "This item is already in your cart";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.name} | Duka Fashions` : "Item not found | Duka Fashions" },
];

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const item = await getItem(services(context).db, params.id);
  if (!item) throw data("We could not find that item. It may have been removed.", { status: 404 });
  const quantity = parseQuantity(url.searchParams.get("quantity")) ?? 1;
  const viewer = await currentUser(request, context);
  return { item: toSummary(item), quantity, canEdit: viewer?.role === "admin" };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db } = services(args.context);
  const fields = formFields(await args.request.formData(), ["quantity", "instructions"]);
  const parsed = addToCartForm.safeParse(fields);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), alreadyInCart: false, values: fields }, { status: 400 });
  }
  const outcome = await addToCart(db, viewer.id, args.params.id, parsed.data.quantity, parsed.data.instructions);
  if (outcome === "no-such-item") throw data("We could not find that item. It may have been removed.", { status: 404 });
  if (outcome === "already-in-cart") {
    return data({ errors: {} as Record<string, string>, alreadyInCart: true, values: fields }, { status: 409 });
  }
  throw redirect("/cart");
}

export default function ItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const [quantity, setQuantity] = useState(
    () => parseQuantity(actionData?.values.quantity) ?? loaderData.quantity,
  );
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <>
      <article className="grid gap-6 md:grid-cols-2">
        <img
          src={imageUrl(item.imageKey, "large")}
          alt={item.name}
          width={imageWidths.large}
          height={imageWidths.large}
          fetchPriority="high"
          className="mx-auto aspect-square w-full max-w-xs rounded-xl bg-stone-200 object-cover md:max-w-none"
        />
        <div>
          <h1 className="text-2xl font-extrabold">{item.name}</h1>
          <p className="mt-1 text-stone-700 capitalize">{item.type}</p>
          {loaderData.canEdit ? (
            <p className="mt-2 flex gap-4 text-sm font-semibold">
              <Link to={`/item/${item.id}/edit`} className="text-brand-700 underline">Edit</Link>
              <Link to={`/item/${item.id}/delete`} className="text-red-800 underline">Delete</Link>
            </p>
          ) : null}
          <p className="mt-3 text-2xl font-bold text-brand-800" aria-live="polite">
            {formatKsh(item.priceCents * quantity)}
          </p>
          {quantity > 1 ? <p className="text-sm text-stone-700">{formatKsh(item.priceCents)} each</p> : null}
          {actionData?.alreadyInCart ? (
            <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {alreadyInCartMessage}.{" "}
              <Link to="/cart" className="font-semibold underline">
                Go to your cart
              </Link>{" "}
              to change its quantity.
            </p>
          ) : null}
          <form id="quantity-stepper" method="get" />
          <Form id="add-to-cart" method="post" className="mt-4 space-y-4">
            <QuantityInput quantity={quantity} onChange={setQuantity} stepperForm="quantity-stepper" error={errors.quantity} />
            <div>
              <label htmlFor="instructions" className="block text-sm font-semibold">
                Special Instructions
              </label>
              <textarea
                id="instructions"
                name="instructions"
                rows={3}
                maxLength={maxInstructionsLength}
                defaultValue={actionData?.values.instructions}
                placeholder="Tell us the size you need, e.g. M, XL or shoe size 42"
                aria-invalid={errors.instructions ? true : undefined}
                aria-describedby={errors.instructions ? "instructions-error" : undefined}
                className="field mt-1"
              />
              {errors.instructions ? (
                <p id="instructions-error" className="mt-1 text-sm font-semibold text-red-700">
                  {errors.instructions}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn w-full sm:w-auto" disabled={busy}>
              Add to Cart
            </button>
          </Form>
        </div>
      </article>
      <Testimonials />
    </>
  );
}
