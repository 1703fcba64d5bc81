// Every URL of the shop in one readable list.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("type/:type", "routes/category.tsx"),
  route("item/:id", "routes/item.tsx"),
  route("item/:id/edit", "routes/item-edit.tsx"),
  route("item/:id/delete", "routes/item-delete.tsx"),
  route("search", "routes/search.tsx"),
  route("auth", "routes/auth.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("create", "routes/create.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/success/:orderId", "routes/checkout-success.tsx"),
  route("order-confirmation/:orderId", "routes/order-confirmation.tsx"),
  route("orders", "routes/orders.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/orders", "routes/admin-orders.tsx"),
  route("admin/orders/:orderId", "routes/admin-order.tsx"),
  route("admin/items", "routes/admin-items.tsx"),
  route("admin/backup", "routes/admin-backup.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
