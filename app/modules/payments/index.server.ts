// What the payments module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { recordDelivery, recordManualPayment } from "./manual.server.ts";
export { applyC2BConfirmation, keepUnreadableConfirmation } from "./mpesa/c2b.server.ts";
export { createDarajaClient } from "./mpesa/daraja-client.server.ts";
export { parseC2BPayment } from "./mpesa/daraja-format.ts";
export { retryMpesaPayment } from "./mpesa/retry.server.ts";
export { handleStkCallback, isCallbackSecret } from "./mpesa/stk-callback.server.ts";
export { startStkQueryWorker, type StkQueryWorker } from "./mpesa/stk-worker.server.ts";
export { createStkProvider } from "./mpesa/stk.server.ts";
export {
  latestMpesaRequest,
  paybillPaymentsNeedingAPerson,
  paymentAttempts,
  paymentsNeedingAPerson,
  type PaymentAttemptView,
} from "./payment-view.server.ts";
export { requestPayment } from "./payments.server.ts";
export { type PaymentProvider } from "./provider.ts";
