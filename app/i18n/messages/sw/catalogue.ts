// The Kiswahili texts of category, item and search pages, item cards: the same keys, placeholders and plural forms as the English.
import type { catalogue as english } from "../en/catalogue.ts";

export const catalogue: Record<keyof typeof english, string> = {
  "catalogue.viewDetails": "Angalia Maelezo",
  "catalogue.priceFrom": "Kuanzia {price}",
  "catalogue.shop.title": "Bidhaa zote",
  "catalogue.shop.sortBy": "Panga kwa",
  "catalogue.shop.sort.newest": "Mpya kwanza",
  "catalogue.shop.sort.price-asc": "Bei: ya chini kwanza",
  "catalogue.shop.sort.price-desc": "Bei: ya juu kwanza",
  "catalogue.shop.apply": "Panga",
  "catalogue.shop.empty": "Duka bado halina bidhaa.",
  "catalogue.soldOut": "Zimeisha",
  "catalogue.onlyLeft": "Zimebaki {count, number} tu",
  "catalogue.size.legend": "Saizi",
  "catalogue.heading.women": "MAVAZI YA WANAWAKE",
  "catalogue.heading.men": "MAVAZI YA WANAUME",
  "catalogue.heading.shoes": "VIATU",
  "catalogue.heading.households": "VYOMBO VYA NYUMBANI",
  "catalogue.heading.inners": "NGUO ZA NDANI",
  "catalogue.heading.sports": "MAVAZI YA MICHEZO",
  "catalogue.category.empty": "Hakuna bidhaa zilizopatikana katika aina hii.",
  "catalogue.category.deleted": "{name} imefutwa.",
  "catalogue.item.notFoundTitle": "Bidhaa haipatikani",
  "catalogue.item.edit": "Hariri",
  "catalogue.item.delete": "Futa",
  "catalogue.item.each": "{price} kila moja",
  // {link} is catalogue.item.goToCart, a link to the cart.
  "catalogue.item.alreadyInCart":
    "Bidhaa hii tayari iko kwenye kikapu chako. {link} ili ubadilishe idadi yake.",
  "catalogue.item.goToCart": "Nenda kwenye kikapu chako",
  "catalogue.item.instructions": "Maelekezo Maalum",
  "catalogue.item.instructionsPlaceholder":
    "Tuambie saizi unayohitaji, k.m. M, XL au kiatu namba 42",
  "catalogue.item.addToCart": "Weka Kikapuni",
  "catalogue.quantity": "Idadi",
  "catalogue.quantity.decrease": "Punguza idadi",
  "catalogue.quantity.increase": "Ongeza idadi",
  "catalogue.search.title": "Tafuta",
  "catalogue.search.titleFor": "Tafuta: {q}",
  "catalogue.search.heading": "Matokeo ya kutafuta “{q}”",
  "catalogue.search.prompt": "Andika jina la bidhaa kwenye kisanduku cha kutafuta.",
};
