// Owns the item page's quantity and price in the browser: minus and plus change the number in place
// (never below 1 or above the limit), and the price shown follows the quantity and the chosen size
// (a size may have its own price).
import { formatKsh } from "../lib/money.ts";
import { unitPrice, type QuantityBreak } from "../lib/pricing.ts";
import { cartRules, clampQuantity } from "../lib/rules/cart.ts";

export function enhanceQuantity(control: HTMLElement): void {
  const input = control.querySelector<HTMLInputElement>("input[name=quantity]");
  const steppers = [...control.querySelectorAll<HTMLButtonElement>("button[data-step]")];
  const price = document.querySelector<HTMLElement>("[data-line-price]");
  const each = document.querySelector<HTMLElement>("[data-each-price]");
  const sizes = [
    ...document.querySelectorAll<HTMLInputElement>("input[name=sizeId][data-unit-cents]"),
  ];
  if (!input) return;

  // A wholesale buyer's page (never a kept one) carries the item's breaks: the price follows them.
  const breaks = price?.dataset.breaks
    ? (JSON.parse(price.dataset.breaks) as QuantityBreak[])
    : undefined;
  const unitCents = (quantity: number) => {
    const retail = Number(
      sizes.find((size) => size.checked)?.dataset.unitCents ?? price?.dataset.retailCents,
    );
    return unitPrice(breaks ? "wholesale" : "retail", retail, breaks, quantity).unitPriceCents;
  };
  const show = (quantity: number) => {
    for (const button of steppers) {
      const step = Number(button.dataset.step);
      // Without JavaScript the button posts the next quantity: keep that value true.
      button.value = String(clampQuantity(quantity + step));
      button.disabled =
        step < 0 ? quantity <= cartRules.quantity.min : quantity >= cartRules.quantity.max;
    }
    if (price) price.textContent = formatKsh(unitCents(quantity) * quantity);
    if (each)
      each.textContent =
        quantity > 1
          ? (each.dataset.template ?? "").replace("%PRICE%", formatKsh(unitCents(quantity)))
          : "";
  };

  for (const button of steppers) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const quantity = clampQuantity(Number(input.value) + Number(button.dataset.step));
      input.value = String(quantity);
      show(quantity);
    });
  }
  input.addEventListener("input", () => show(clampQuantity(Number(input.value))));
  for (const size of sizes)
    size.addEventListener("change", () => show(clampQuantity(Number(input.value))));
}
