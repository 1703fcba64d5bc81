// Item details (seed-spec §2): name, type, image, price for the chosen quantity, special
// instructions and Add to Cart; testimonials below.
import { useState } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/item";
import { Testimonials } from "../components/Testimonials.tsx";
import { QuantityInput } from "../components/QuantityInput.tsx";
import { imageUrl, imageWidths } from "../lib/images.ts";
import { toSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";
import { parseQuantity } from "../lib/quantity.ts";
import { getItem } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";

export const maxInstructionsLength = 500;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.name} | Duka Fashions` : "Item not found | Duka Fashions" },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const item = await getItem(services(context).db, params.id);
  if (!item) throw data("We could not find that item. It may have been removed.", { status: 404 });
  const quantity = parseQuantity(new URL(request.url).searchParams.get("quantity")) ?? 1;
  return { item: toSummary(item), quantity };
}

export function action({ params }: Route.ActionArgs) {
  // Carts need an account; until the visitor signs in, send them to sign in and back here.
  return redirect(`/auth?redirectTo=${encodeURIComponent(`/item/${params.id}`)}`);
}

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const [quantity, setQuantity] = useState(loaderData.quantity);
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
          <p className="mt-3 text-2xl font-bold text-brand-800" aria-live="polite">
            {formatKsh(item.priceCents * quantity)}
          </p>
          {quantity > 1 ? (
            <p className="text-sm text-stone-700">{formatKsh(item.priceCents)} each</p>
          ) : null}
          <form id="quantity-stepper" method="get" />
          <Form id="add-to-cart" method="post" className="mt-4 space-y-4">
            <QuantityInput quantity={quantity} onChange={setQuantity} stepperForm="quantity-stepper" />
            <div>
              <label htmlFor="instructions" className="block text-sm font-semibold">Special Instructions</label>
              <textarea
                id="instructions"
                name="instructions"
                rows={3}
                maxLength={maxInstructionsLength}
                placeholder="Tell us the size you need, e.g. M, XL or shoe size 42"
                className="field mt-1"
              />
            </div>
            <button type="submit" className="btn w-full sm:w-auto">Add to Cart</button>
          </Form>
        </div>
      </article>
      <Testimonials />
    </>
  );
}
