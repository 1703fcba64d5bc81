// Quantity control with minus and plus (minimum 1). Without JavaScript the buttons submit a GET
// form that reloads the page with the new quantity; the page script (app/enhance/) changes the
// number, the buttons and the shown price in place.
import { useT, type Message } from "../i18n/translate.ts";
import { cartRules, clampQuantity } from "../lib/rules/cart.ts";
import { FieldError, wholeNumber } from "./ui/fields.tsx";

export function QuantityInput({
  quantity,
  stepperForm,
  id = "quantity",
  error,
}: {
  quantity: number;
  /** The GET form the minus and plus buttons submit when JavaScript is not running. */
  stepperForm: string;
  id?: string;
  error?: Message;
}) {
  const t = useT();
  const { min, max } = cartRules.quantity;
  return (
    <div data-quantity>
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("catalogue.quantity")}
      </label>
      <div className="mt-1 flex items-center">
        <button
          type="submit"
          form={stepperForm}
          name="quantity"
          value={clampQuantity(quantity - 1)}
          data-step="-1"
          disabled={quantity <= min}
          aria-label={t("catalogue.quantity.decrease")}
          className="h-11 w-11 rounded-l-md border border-stone-400 bg-white text-lg font-bold disabled:opacity-50"
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          {...wholeNumber(cartRules.quantity)}
          required
          defaultValue={quantity}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-20 border-y border-stone-400 text-center"
        />
        <button
          type="submit"
          form={stepperForm}
          name="quantity"
          value={clampQuantity(quantity + 1)}
          data-step="1"
          disabled={quantity >= max}
          aria-label={t("catalogue.quantity.increase")}
          className="h-11 w-11 rounded-r-md border border-stone-400 bg-white text-lg font-bold disabled:opacity-50"
        >
          +
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
