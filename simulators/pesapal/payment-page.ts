// Owns the simulated hosted payment page (SubmitOrderRequest's redirect_url): plain server-rendered
// HTML with no script and no inline style (its stylesheet is a file of its own, so the shop's
// `style-src 'self'` holds), where a test card pays, is declined or lacks funds, and Cancel goes
// back; each order takes one card attempt, after which the page only shows how it ended.
import { formatKsh } from "../../app/lib/money.ts";
import {
  escapeHtml,
  htmlPage,
  pageMethodNotAllowed,
  readOwnForm,
  seeOther,
  stylesheetAnswer,
} from "../shared/page-forms.ts";
import type { OrderDesk, SimulatedOrder } from "./orders.ts";
import { testCardOutcome, testCardTable } from "./test-cards.ts";

const formLimitBytes = 8 * 1024;

const stylesheet = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:1rem;line-height:1.5;color:#111}
.warning{background:#fff3cd;border:3px solid #b45309;padding:.75rem 1rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{font-size:1rem;padding:.4rem;border:1px solid #555;border-radius:.25rem}
button{font-size:1rem;margin:1rem .5rem 0 0;padding:.5rem 1.2rem}
.error{color:#b91c1c;font-weight:600}
table{border-collapse:collapse}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left}
`;

function amountText(order: SimulatedOrder): string {
  if (order.currency === "KES") return formatKsh(order.amountCents);
  const digits = String(order.amountCents).padStart(3, "0");
  return `${order.currency} ${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** MM/YY (or MM/YYYY), a real month, not before this one. */
function expiryIsValid(typed: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** What went wrong with the typed card, in the payer's words, or null when it is a test card. */
function cardProblem(fields: URLSearchParams): string | null {
  if (!testCardOutcome(fields.get("cardNumber") ?? "")) {
    return "That card number is not one of the simulator's test cards (see the table below).";
  }
  if (!expiryIsValid(fields.get("expiry") ?? "", new Date())) {
    return "Enter the expiry as MM/YY, a month that has not passed.";
  }
  if (!/^\d{3,4}$/.test((fields.get("cvv") ?? "").trim())) {
    return "Enter the 3 or 4 digits of the CVV.";
  }
  return null;
}

function finishedText(order: SimulatedOrder): string {
  const payment = order.payment!;
  return payment.status === "COMPLETED"
    ? `This payment is complete (confirmation code ${payment.confirmationCode}).`
    : `This payment did not go through: ${payment.description}.`;
}

export interface PaymentPage {
  /** GET or POST `<path>/<OrderTrackingId>` (a page saying so when `id` names no order). */
  handle(request: Request, id: string): Promise<Response>;
  stylesheet(): Response;
}

export function createPaymentPage(options: {
  path: string;
  stylesheetPath: string;
  orders: OrderDesk;
  merchantName: string;
}): PaymentPage {
  const { orders } = options;

  function page(status: number, title: string, main: string, formTargets: string[] = []): Response {
    return htmlPage({
      status,
      title: `${title} - Pesapal simulator`,
      head: `<link rel="stylesheet" href="${options.stylesheetPath}">`,
      warning:
        "<strong>Pesapal simulator. No real money moves.</strong> This page stands in for Pesapal's payment page in tests and demos: no card is charged and nothing reaches Pesapal or a bank.",
      heading: title,
      main,
      styleSrc: "'self'",
      // The form posts here and is answered with a redirect to the shop, which form-action must allow.
      formAction: ["'self'", ...new Set(formTargets)].join(" "),
    });
  }

  function summary(order: SimulatedOrder): string {
    return `<dl>
<dt>Merchant</dt><dd>${escapeHtml(options.merchantName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amountText(order))}</dd>
<dt>Order</dt><dd>${escapeHtml(order.merchantReference)}: ${escapeHtml(order.description)}</dd>
</dl>`;
  }

  function payForm(order: SimulatedOrder, status: number, problem: string | null): Response {
    const error = problem ? ` aria-invalid="true" aria-describedby="card-error"` : "";
    const cards = testCardTable()
      .map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.summary)}</td></tr>`)
      .join("");
    const main = `${summary(order)}
${problem ? `<p id="card-error" class="error" role="alert">${escapeHtml(problem)}</p>` : ""}
<form method="post" action="${options.path}/${order.orderTrackingId}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number"${error}>
<label for="expiry">Expiry</label>
<input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp"${error}>
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${error}>
<div><button name="action" value="pay">Pay</button><button name="action" value="cancel">Cancel</button></div>
</form>
<table>
<caption>Test cards (any expiry to come, any 3-digit CVV)</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">Outcome</th></tr></thead>
<tbody>${cards}</tbody>
</table>`;
    const targets = [order.callbackUrl, order.cancellationUrl ?? order.callbackUrl].map(
      (url) => new URL(url).origin,
    );
    return page(status, `Pay ${amountText(order)} to ${options.merchantName}`, main, targets);
  }

  function finished(order: SimulatedOrder, status: number): Response {
    const main = `${summary(order)}
<p role="status">${escapeHtml(finishedText(order))}</p>
<p><a href="${escapeHtml(orders.callbackLocation(order))}">Return to ${escapeHtml(options.merchantName)}</a></p>`;
    return page(status, "Payment finished", main);
  }

  async function post(request: Request, order: SimulatedOrder): Promise<Response> {
    const form = await readOwnForm(request, formLimitBytes);
    if (!form.ok) return form.answer;
    // A second Pay or Cancel on a finished order changes nothing: the page says how it ended.
    if (order.payment) return finished(order, 409);
    const fields = form.fields;
    if (fields.get("action") === "cancel") return seeOther(orders.cancelLocation(order));
    const problem = cardProblem(fields);
    if (problem) return payForm(order, 400, problem);
    const card = fields.get("cardNumber")!;
    orders.pay(order, card, testCardOutcome(card)!);
    return seeOther(orders.callbackLocation(order));
  }

  return {
    async handle(request, id) {
      const order = orders.find(id);
      if (!order) {
        return page(
          404,
          "Payment not found",
          "<p>No payment is waiting at this address (the simulator may have restarted).</p>",
        );
      }
      if (request.method === "POST") return post(request, order);
      if (request.method !== "GET" && request.method !== "HEAD") {
        return pageMethodNotAllowed();
      }
      return order.payment ? finished(order, 200) : payForm(order, 200, null);
    },

    stylesheet() {
      return stylesheetAnswer(stylesheet);
    },
  };
}
