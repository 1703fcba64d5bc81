// What the catalogue module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { createItem, deleteItem, updateItem } from "./catalogue-admin.server.ts";
export {
  getItem,
  getItemWithSizes,
  listByType,
  listCatalogue,
  listFeatured,
  listForDesk,
  parsePage,
  type ListedItem,
} from "./catalogue.server.ts";
export { searchItems } from "./search.server.ts";
export {
  addedCategoryNames,
  categoryTiles,
  createCategory,
  deleteCategory,
  findCategory,
  getCategory,
  listCategories,
  moveCategory,
  updateCategory,
} from "./categories.server.ts";
export { categoryForm, categoryFormFields } from "./category-form.ts";
export { keptCategoryListings, type CategoryListings } from "./kept-listings.server.ts";
export { demoHeroKey, keepDemoDrawings, seedDemoCatalogue } from "./demo-seed.server.ts";
export { itemFormFields, parseSizeFields } from "./item-form.ts";
export { checkItemPost } from "./item-post.server.ts";
export {
  activeSizes,
  latestStockChanges,
  lowStockSql,
  restoreStock,
  soldOutSql,
  takeStock,
  type StockHistoryEntry,
} from "./stock.server.ts";
