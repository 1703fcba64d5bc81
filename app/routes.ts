// Every URL of the shop in one readable list.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("type/:type", "routes/category.tsx"),
  route("item/:id", "routes/item.tsx"),
  route("search", "routes/search.tsx"),
  route("search/panel", "routes/search-panel.ts"),
  route("auth", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/success/:orderId", "routes/checkout-success.tsx"),
  route("checkout/success/:orderId/status", "routes/checkout-payment-status.ts"),
  route("order-confirmation/:orderId", "routes/order-confirmation.tsx"),
  route("orders", "routes/orders.tsx"),
  route("orders/:orderId/receipt", "routes/order-receipt.tsx"),
  route("wholesale", "routes/wholesale.tsx"),
  // Staff only: the item forms (each guarded by staffOnly) and the desk (its layout guards it all).
  route("create", "routes/new-item.tsx"),
  route("item/:id/edit", "routes/edit-item.tsx"),
  route("item/:id/delete", "routes/delete-item.tsx"),
  route("admin", "routes/desk/layout.tsx", [
    index("routes/desk/dashboard.tsx"),
    route("orders", "routes/desk/orders.tsx"),
    route("orders.csv", "routes/desk/orders-csv.ts"),
    route("orders/:orderId", "routes/desk/order.tsx"),
    route("orders/:orderId/packing-slip", "routes/desk/packing-slip.tsx"),
    route("items", "routes/desk/items.tsx"),
    route("payments", "routes/desk/payments.tsx"),
    route("settings", "routes/desk/settings.tsx"),
    route("wholesale", "routes/desk/wholesale.tsx"),
    route("categories", "routes/desk/categories.tsx"),
    route("categories/:categoryId", "routes/desk/category.tsx"),
  ]),
  // Outside the desk's layout: `npm run admin -- backup` posts here with its own secret, no session.
  route("admin/backup", "routes/desk/backup.ts"),
  // Where the payment providers post their notices (the secret in the path is the check).
  route("payments/stk/callback/:secret", "routes/mpesa-callback.ts"),
  route("payments/paybill/:secret/:kind", "routes/mpesa-c2b.ts"),
  // Where Africa's Talking posts SMS delivery reports (the secret in the path is the check).
  route("sms/delivery-reports/:secret", "routes/sms-delivery-report.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
