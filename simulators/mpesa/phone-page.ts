// Owns the virtual phone page: plain server-rendered HTML (no JavaScript) where a person answers
// waiting STK requests with a PIN, cancels them or lets them expire, and pays a bill by hand (C2B);
// its forms post back to the page and are answered with a redirect to it.
import { randomBytes } from "node:crypto";
import { formatKsh } from "../../app/lib/money.ts";
import { maskPhone, normaliseKenyanMobile } from "../../app/lib/mpesa-phone.ts";
import type { C2BDesk, C2BPaymentRecord, C2BPaymentRequest, C2BStatus } from "./c2b.ts";
import {
  escapeHtml,
  htmlPage,
  pageMethodNotAllowed,
  readOwnForm,
  seeOther,
} from "../shared/page-forms.ts";
import type { PhoneAction, StkDesk, StkRequest } from "./stk.ts";

/** Seconds between reloads while nothing waits; with requests waiting the page holds still, so a half-typed PIN is not wiped. */
const reloadSeconds = 5;
const formLimitBytes = 16 * 1024;
/** M-Pesa's largest single payment. */
const maxPaymentKsh = 250_000;
const recentLimit = 10;

const phoneActions: readonly PhoneAction[] = ["approve", "cancel", "expire"];

const c2bStatusWords: Readonly<Record<C2BStatus, string>> = {
  validating: "waiting for the business to validate it",
  confirming: "sending the confirmation to the business",
  confirmed: "confirmed to the business",
  rejected: "refused by the business's validation",
  cancelled: "cancelled: the business's validation URL could not be reached",
  "not-confirmed": "paid, but the business never acknowledged the confirmation",
  "no-urls": "no confirmation sent: the business has registered no URLs",
};

function ksh(amountKsh: number): string {
  return formatKsh(amountKsh * 100);
}

function age(since: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - since.getTime()) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function stkResultText(request: StkRequest): string {
  if (!request.result) return "still waiting";
  const receipt = request.result.receipt ? `, M-Pesa receipt ${request.result.receipt}` : "";
  return `${request.result.resultDesc} (ResultCode ${request.result.resultCode}${receipt})`;
}

function c2bText(payment: C2BPaymentRecord): string {
  const account = payment.billRefNumber ? `, account ${payment.billRefNumber}` : "";
  return `${ksh(payment.amountKsh)} from ${maskPhone(payment.msisdn)} to ${payment.shortCode}${account}, transaction ${payment.transId}: ${c2bStatusWords[payment.status]}`;
}

interface PayBillForm {
  phone: string;
  shortCode: string;
  account: string;
  amount: string;
}

type PayBillErrors = Partial<Record<keyof PayBillForm, string>>;

/** The hand payment form as typed, what is wrong with it, and the payment when nothing is. */
function readPayBillForm(fields: URLSearchParams): {
  form: PayBillForm;
  errors: PayBillErrors;
  payment: C2BPaymentRequest | null;
} {
  const form: PayBillForm = {
    phone: fields.get("phone") ?? "",
    shortCode: (fields.get("shortCode") ?? "").trim(),
    account: (fields.get("account") ?? "").trim(),
    amount: (fields.get("amount") ?? "").trim(),
  };
  const errors: PayBillErrors = {};
  const msisdn = normaliseKenyanMobile(form.phone);
  if (!msisdn) errors.phone = "Enter a Kenyan mobile number, like 0712 345 678.";
  if (!/^\d{5,7}$/.test(form.shortCode)) {
    errors.shortCode = "Enter the business's paybill or till number (5 to 7 digits).";
  }
  if (form.account.length > 20) errors.account = "An account number has at most 20 characters.";
  const amountKsh = /^\d{1,6}$/.test(form.amount) ? Number(form.amount) : 0;
  if (amountKsh < 1 || amountKsh > maxPaymentKsh) {
    errors.amount = `Enter whole shillings from 1 to ${maxPaymentKsh.toLocaleString("en-KE")}.`;
  }
  if (!msisdn || Object.keys(errors).length > 0) return { form, errors, payment: null };
  return {
    form,
    errors,
    payment: {
      shortCode: form.shortCode,
      // A customer types an account number for a paybill and none for a till's Buy Goods.
      commandId: form.account ? "CustomerPayBillOnline" : "CustomerBuyGoodsOnline",
      amountKsh,
      msisdn,
      billRefNumber: form.account,
    },
  };
}

const styles = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;line-height:1.5;color:#111}
.warning{background:#fff3cd;border:3px solid #b45309;padding:.75rem 1rem;font-size:1.15rem}
article{border:1px solid #888;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
label{display:block;font-weight:600;margin-top:.5rem}
input{font-size:1rem;padding:.35rem;border:1px solid #555;border-radius:.25rem}
button{font-size:1rem;margin:.5rem .5rem 0 0;padding:.4rem .9rem}
.notice{border-left:.4rem solid #15803d;padding:.5rem 1rem;background:#f0fdf4}
.error{color:#b91c1c;font-weight:600}
`;

export interface PhonePage {
  handle(request: Request, url: URL): Promise<Response>;
}

export function createPhonePage(options: {
  path: string;
  stk: StkDesk;
  c2b: C2BDesk;
  businessName?: string;
}): PhonePage {
  const { path, stk, c2b } = options;

  function waitingRequest(request: StkRequest): string {
    const id = escapeHtml(request.checkoutRequestId);
    const payee = escapeHtml(options.businessName ?? request.partyB);
    const reference = escapeHtml(request.accountReference);
    return `<article aria-labelledby="title-${id}">
<h3 id="title-${id}">Pay ${ksh(request.amountKsh)} to ${payee}, account ${reference}</h3>
<p>Phone ${escapeHtml(maskPhone(request.phone))}, waiting ${age(request.createdAt)}.</p>
<form method="post" action="${path}">
<input type="hidden" name="checkoutRequestId" value="${id}">
<label for="pin-${id}">M-Pesa PIN for account ${reference}</label>
<input id="pin-${id}" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="8">
<div><button name="action" value="approve">Approve</button><button name="action" value="cancel">Cancel</button><button name="action" value="expire">Let it expire</button></div>
</form>
</article>`;
  }

  function payBillSection(form: PayBillForm, errors: PayBillErrors): string {
    const field = (name: keyof PayBillForm, label: string, inputMode: string) => {
      const error = errors[name];
      return `<label for="paybill-${name}">${label}</label>
<input id="paybill-${name}" name="${name}" inputmode="${inputMode}" value="${escapeHtml(form[name])}"${error ? ` aria-invalid="true" aria-describedby="paybill-${name}-error"` : ""}>
${error ? `<p id="paybill-${name}-error" class="error">${escapeHtml(error)}</p>` : ""}`;
    };
    return `<section aria-labelledby="paybill-heading">
<h2 id="paybill-heading">Pay bill by hand</h2>
<p>Pays the business as a customer would from the M-Pesa menu (C2B): the business's validation and confirmation URLs are called.</p>
<form method="post" action="${path}">
<input type="hidden" name="action" value="paybill">
${field("phone", "Your phone number", "tel")}
${field("shortCode", "Paybill or till number", "numeric")}
${field("account", "Account number (empty for a till)", "text")}
${field("amount", "Amount (Ksh)", "numeric")}
<div><button>Pay</button></div>
</form>
</section>`;
  }

  function notice(url: URL): string {
    const done = url.searchParams.get("done");
    const request = done ? stk.find(done) : undefined;
    if (request) {
      return `<p class="notice" role="status">Account ${escapeHtml(request.accountReference)}: ${escapeHtml(stkResultText(request))}</p>`;
    }
    const paid = url.searchParams.get("paid");
    const payment = paid ? c2b.find(paid) : undefined;
    if (payment) {
      return `<p class="notice" role="status">Paid by hand: ${escapeHtml(c2bText(payment))}</p>`;
    }
    return "";
  }

  function render(
    url: URL,
    status: number,
    form: PayBillForm,
    errors: PayBillErrors,
    problem = "",
  ): Response {
    const waiting = stk.waitingOnPhone();
    const results = stk.recentResults(recentLimit);
    const payments = c2b.recentPayments(recentLimit);
    const nonce = randomBytes(16).toString("base64");
    return htmlPage({
      status,
      title: "M-Pesa simulator: virtual phone",
      head: `${waiting.length === 0 ? `<meta http-equiv="refresh" content="${reloadSeconds}">` : ""}
<style nonce="${nonce}">${styles}</style>`,
      warning:
        "<strong>M-Pesa simulator. NO REAL MONEY MOVES.</strong> This page stands in for a customer's phone in tests and demos; nothing here reaches Safaricom.",
      heading: "Virtual M-Pesa phone",
      styleSrc: `'nonce-${nonce}'`,
      formAction: "'self'",
      main: `${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : notice(url)}
<section aria-labelledby="waiting-heading">
<h2 id="waiting-heading">Waiting payment requests</h2>
${
  waiting.length === 0
    ? `<p>No payment request is waiting. This page reloads every ${reloadSeconds} seconds.</p>`
    : `<p>PIN 1234 approves a payment; any other PIN is a wrong PIN. <a href="${path}">Check for new requests</a></p>
${waiting.map(waitingRequest).join("\n")}`
}
</section>
${payBillSection(form, errors)}
<section aria-labelledby="results-heading">
<h2 id="results-heading">Recent results</h2>
${results.length === 0 ? "<p>None yet.</p>" : `<ul>${results.map((request) => `<li>${ksh(request.amountKsh)} from ${escapeHtml(maskPhone(request.phone))}, account ${escapeHtml(request.accountReference)}: ${escapeHtml(stkResultText(request))}</li>`).join("")}</ul>`}
</section>
<section aria-labelledby="payments-heading">
<h2 id="payments-heading">Recent payments by hand</h2>
${payments.length === 0 ? "<p>None yet.</p>" : `<ul>${payments.map((payment) => `<li>${escapeHtml(c2bText(payment))}</li>`).join("")}</ul>`}
</section>`,
    });
  }

  function emptyPayBillForm(): PayBillForm {
    return { phone: "", shortCode: c2b.defaultShortCode(), account: "", amount: "" };
  }

  async function post(request: Request, url: URL): Promise<Response> {
    // Only this page's own forms may post here: a cross-site form would answer other people's requests.
    const form = await readOwnForm(request, formLimitBytes);
    if (!form.ok) return form.answer;
    const fields = form.fields;
    const action = fields.get("action") ?? "";

    if (action === "paybill") {
      const { form, errors, payment } = readPayBillForm(fields);
      if (!payment) {
        return render(url, 400, form, errors, "The payment was not made: check the fields below.");
      }
      const record = c2b.pay(payment);
      return seeOther(`${path}?paid=${encodeURIComponent(record.transId)}`);
    }

    const checkoutRequestId = fields.get("checkoutRequestId") ?? "";
    if (!phoneActions.includes(action as PhoneAction) || !stk.find(checkoutRequestId)) {
      return render(
        url,
        400,
        emptyPayBillForm(),
        {},
        "That payment request is not known here (the simulator may have restarted).",
      );
    }
    // Already finished (expired, or answered in another tab): the notice shows how it ended.
    stk.answerOnPhone(checkoutRequestId, action as PhoneAction, fields.get("pin") ?? "");
    return seeOther(`${path}?done=${encodeURIComponent(checkoutRequestId)}`);
  }

  return {
    async handle(request, url) {
      if (request.method === "POST") return post(request, url);
      if (request.method === "GET" || request.method === "HEAD") {
        return render(url, 200, emptyPayBillForm(), {});
      }
      return pageMethodNotAllowed();
    },
  };
}
