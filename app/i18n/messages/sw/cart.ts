// The Kiswahili texts of the cart page and the cart forms' refusals: the same keys, placeholders and plural forms as the English.
import type { cart as english } from "../en/cart.ts";

export const cart: Record<keyof typeof english, string> = {
  "cart.title": "Kikapu",
  "cart.heading": "Kikapu chako",
  "cart.empty": "Kikapu chako hakina kitu kwa sasa.",
  // Followed by the shopper's special instructions for the line.
  "cart.details": "Maelezo: ",
  "cart.each": "{price} kila moja",
  "cart.quantity": "Idadi",
  "cart.decrease": "Punguza idadi ya {name}",
  "cart.increase": "Ongeza idadi ya {name}",
  "cart.update": "Sasisha",
  "cart.delete": "Futa",
  "cart.deleteLine": "Futa {name}",
  "cart.totalItems": "Jumla ya Bidhaa",
  "cart.totalPrice": "Jumla ya Bei",
  "cart.checkout": "Endelea Kulipa",
  "cart.error.impossible": "Badiliko hilo haliwezekani.",
  "cart.error.quantityRequired": "Weka idadi",
  "cart.error.quantityWhole": "Idadi lazima iwe namba kamili",
  "cart.error.quantityMin": "Idadi lazima iwe angalau {min, number}",
  "cart.error.quantityMax": "Idadi isizidi {max, number}",
  "cart.error.instructionsTooLong": "Maelekezo maalum yasizidi herufi {max, number}",
  "cart.error.chooseSize": "Chagua saizi",
  "cart.error.soldOut": "Samahani, bidhaa hii imeisha.",
  "cart.error.onlyLeft": "Zimebaki {left, number} tu: idadi isizidi {left, number}",
  "cart.size": "Saizi: {size}",
  "cart.short":
    "{left, plural, =0 {Imeisha sasa: futa mstari huu ili uendelee kulipa.} other {Zimebaki # tu sasa: punguza idadi ili uendelee kulipa.}}",
  "cart.checkoutBlocked":
    "Baadhi ya mistari inaomba zaidi ya kilichobaki. Ibadilishe ili uendelee kulipa.",
};
