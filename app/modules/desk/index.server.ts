// What the desk module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { dashboardFigures, type Comparison, type TopItem } from "./dashboard.server.ts";
export { itemsDeskPage, stockFilters, type StockFilter } from "./items-desk.server.ts";
export { actionTargets, applyOrderAction } from "./order-actions.server.ts";
export { ordersCsv, type CsvWords } from "./orders-csv.server.ts";
