// What the cart module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { addToCartForm, cartLineForm } from "./cart-forms.ts";
export {
  addToCart,
  cartCount,
  getCart,
  removeLine,
  setQuantity,
  stepQuantity,
} from "./cart.server.ts";
