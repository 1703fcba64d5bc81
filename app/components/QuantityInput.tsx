// Quantity control with minus and plus (minimum 1). Without JavaScript the buttons submit a GET
// form that reloads the page with the new quantity; with it they change the number in place.
import { clampQuantity, maxQuantity, minQuantity } from "../lib/quantity.ts";

export function QuantityInput({
  quantity,
  onChange,
  inputForm,
  stepperForm,
  label = "Quantity",
  id = "quantity",
  error,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
  /** The form the number belongs to (submitted with it). */
  inputForm?: string;
  /** The GET form the minus and plus buttons submit when JavaScript is not running. */
  stepperForm: string;
  label?: string;
  id?: string;
  error?: string;
}) {
  const step = (delta: number) => (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onChange(clampQuantity(quantity + delta));
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">{label}</label>
      <div className="mt-1 flex items-center">
        <button
          type="submit"
          form={stepperForm}
          name="quantity"
          value={clampQuantity(quantity - 1)}
          onClick={step(-1)}
          disabled={quantity <= minQuantity}
          aria-label="Decrease quantity"
          className="h-10 w-10 rounded-l-md border border-stone-400 bg-white text-lg font-bold disabled:opacity-50"
        >
          −
        </button>
        <input
          id={id}
          form={inputForm}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={minQuantity}
          max={maxQuantity}
          step={1}
          required
          value={quantity}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value)))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-20 border-y border-stone-400 text-center"
        />
        <button
          type="submit"
          form={stepperForm}
          name="quantity"
          value={clampQuantity(quantity + 1)}
          onClick={step(1)}
          disabled={quantity >= maxQuantity}
          aria-label="Increase quantity"
          className="h-10 w-10 rounded-r-md border border-stone-400 bg-white text-lg font-bold disabled:opacity-50"
        >
          +
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
