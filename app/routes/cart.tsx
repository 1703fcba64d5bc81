// Cart, signed-in only: each line with image, name, type, details, price each,
// quantity (changeable) and Delete; Total Items, Total Price and Checkout. All changes go through
// one action keyed by intent; every form works without JavaScript.
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/cart";
import { CategoryName } from "../components/CategoryName.tsx";
import { ItemImage } from "../components/ItemCard.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { IntentButton } from "../components/ui/buttons.tsx";
import { wholeNumber } from "../components/ui/fields.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT, type Message } from "../i18n/translate.ts";
import { fieldErrors, formFields } from "../lib/forms.server.ts";
import { formatKsh } from "../lib/money.ts";
import { cartRules } from "../lib/rules/cart.ts";
import { requireUser } from "../session.server.ts";
import {
  cartLineForm,
  getCart,
  removeLine,
  setQuantity,
  stepQuantity,
} from "../modules/cart/index.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { PackNotices, WholesaleLineNote } from "../components/WholesaleNotices.tsx";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  return {
    cart: await getCart(services(args.context).db, viewer.id),
    messages: messagesFor(args.context, "cart", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db } = services(args.context);
  const fields = formFields(await args.request.formData(), ["intent", "lineId", "quantity"]);
  const parsed = cartLineForm.safeParse(fields);
  if (!parsed.success) {
    const error: Message = Object.values(fieldErrors(parsed.error))[0] ?? {
      key: "cart.error.impossible",
    };
    return data({ lineId: fields.lineId ?? null, error }, { status: 400 });
  }
  const form = parsed.data;
  const done =
    form.intent === "remove"
      ? await removeLine(db, viewer.id, form.lineId)
      : form.intent === "set-quantity"
        ? await setQuantity(db, viewer.id, form.lineId, form.quantity)
        : await stepQuantity(db, viewer.id, form.lineId, form.intent === "increase" ? 1 : -1);
  // Someone else's line, or one already gone: nothing changes.
  if (done === false) throw refusal(404, "common.error.notInCart");
  if (done !== true)
    return data(
      {
        lineId: form.lineId,
        error: { key: "cart.error.onlyLeft", values: { left: done.left } } as Message,
      },
      { status: 409 },
    );
  return { lineId: form.lineId, error: null };
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { cart } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section>
      <PageTitle page={t("cart.title")} />
      <h1 className="text-2xl font-extrabold">{t("cart.heading")}</h1>
      {cart.lines.length === 0 ? (
        <p className="mt-4">{t("cart.empty")}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {cart.lines.map((line) => {
              const error = actionData?.lineId === line.lineId ? actionData.error : null;
              return (
                <li
                  key={line.lineId}
                  className="grid grid-cols-[96px_1fr] gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-[120px_1fr_auto]"
                >
                  <ItemImage item={line} eager={false} />
                  <div>
                    <h2 className="font-semibold">
                      <Link to={`/item/${line.itemId}`} className="hover:underline">
                        {line.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-stone-700">
                      <CategoryName type={line.type} />
                    </p>
                    {line.sizeLabel ? (
                      <p className="text-sm font-semibold">
                        {t("cart.size", { size: line.sizeLabel })}
                      </p>
                    ) : null}
                    {line.instructions ? (
                      <p className="mt-1 text-sm break-words whitespace-pre-line">
                        <span className="font-semibold">{t("cart.details")}</span>
                        {line.instructions}
                      </p>
                    ) : null}
                    <p className="mt-1 text-sm">
                      {t("cart.each", { price: formatKsh(line.unitPriceCents) })}
                    </p>
                    <WholesaleLineNote line={line} />
                    <p className="font-bold text-brand-800">{formatKsh(line.lineTotalCents)}</p>
                    {cart.shortLines.includes(line.lineId) ? (
                      <p className="mt-1 text-sm font-semibold text-red-800">
                        {t("cart.short", { left: line.left ?? 0 })}
                      </p>
                    ) : null}
                  </div>
                  <div className="col-span-2 flex flex-wrap items-end gap-2 sm:col-span-1 sm:flex-col sm:items-end">
                    <Form method="post" className="flex items-end gap-1">
                      <input type="hidden" name="lineId" value={line.lineId} />
                      <IntentButton
                        intent="decrease"
                        disabled={busy || line.quantity <= cartRules.quantity.min}
                        aria-label={t("cart.decrease", { name: line.name })}
                        className="h-11 w-11 rounded-md border border-stone-400 bg-white font-bold disabled:opacity-50"
                      >
                        −
                      </IntentButton>
                      <div>
                        <label
                          htmlFor={`quantity-${line.lineId}`}
                          className="block text-xs font-semibold"
                        >
                          {t("cart.quantity")}
                        </label>
                        <input
                          id={`quantity-${line.lineId}`}
                          name="quantity"
                          {...wholeNumber(cartRules.quantity)}
                          required
                          defaultValue={line.quantity}
                          key={line.quantity}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `quantity-error-${line.lineId}` : undefined}
                          className="h-11 w-20 rounded-md border border-stone-400 text-center"
                        />
                      </div>
                      <IntentButton
                        intent="increase"
                        disabled={busy || line.quantity >= cartRules.quantity.max}
                        aria-label={t("cart.increase", { name: line.name })}
                        className="h-11 w-11 rounded-md border border-stone-400 bg-white font-bold disabled:opacity-50"
                      >
                        +
                      </IntentButton>
                      <IntentButton
                        intent="set-quantity"
                        disabled={busy}
                        className="btn-outline px-3 py-1 text-sm"
                      >
                        {t("cart.update")}
                      </IntentButton>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="lineId" value={line.lineId} />
                      <IntentButton
                        intent="remove"
                        disabled={busy}
                        aria-label={t("cart.deleteLine", { name: line.name })}
                        className="h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                      >
                        {t("cart.delete")}
                      </IntentButton>
                    </Form>
                    {error ? (
                      <p
                        id={`quantity-error-${line.lineId}`}
                        role="alert"
                        className="w-full text-sm font-semibold text-red-700"
                      >
                        {t.message(error)}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <dl className="mt-6 grid max-w-sm grid-cols-2 gap-y-1 rounded-lg bg-white p-4 shadow-sm">
            <dt>{t("cart.totalItems")}</dt>
            <dd className="text-right font-semibold">{cart.totalQuantity}</dd>
            <dt>{t("cart.totalPrice")}</dt>
            <dd className="text-right text-lg font-bold text-brand-800">
              {formatKsh(cart.totalCents)}
            </dd>
          </dl>
          <div className="mt-4">
            <PackNotices packShort={cart.packShort} />
          </div>
          <Form method="get" action="/checkout" className="mt-4">
            {cart.shortLines.length > 0 ? (
              <p id="checkout-blocked" className="mb-2 font-semibold text-red-800">
                {t("cart.checkoutBlocked")}
              </p>
            ) : null}
            <button
              type="submit"
              className="btn"
              disabled={cart.shortLines.length > 0}
              aria-describedby={cart.shortLines.length > 0 ? "checkout-blocked" : undefined}
            >
              {t("cart.checkout")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
