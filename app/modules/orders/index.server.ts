// What the orders module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { checkoutFieldNames, checkoutForm } from "./checkout-form.ts";
export { orderActionFieldNames, orderActionForm, type OrderActionInput } from "./desk-forms.ts";
export {
  cursorFromUrl,
  deskFilterFromUrl,
  listOrders,
  orderPagesForExport,
  ordersPerPage,
  type ExportedOrder,
  type OrderCursor,
  type OrderListFilter,
  type OrderListPage,
} from "./order-lists.server.ts";
export { minSearchLength, orderSearchCondition } from "./order-search.server.ts";
export { findOrderForViewer, orderInList, viewOrder } from "./order-view.server.ts";
export { placeOrder } from "./placing.server.ts";
export {
  changeByStaff,
  markPaidByProvider,
  type StatusChangeOutcome,
} from "./status-change.server.ts";
