// Every URL of the shop in one readable list.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("type/:type", "routes/category.tsx"),
  route("item/:id", "routes/item.tsx"),
  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
