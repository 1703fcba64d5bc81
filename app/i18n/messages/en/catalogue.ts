// The English texts of category, item and search pages, item cards.

export const catalogue = {
  "catalogue.viewDetails": "View Details",
  // A card's price when the item's sizes cost differently: the lowest, e.g. "From Ksh. 1,200.00".
  "catalogue.priceFrom": "From {price}",
  // /shop: every item of the catalogue.
  "catalogue.shop.title": "All items",
  "catalogue.shop.sortBy": "Sort by",
  "catalogue.shop.sort.newest": "Newest",
  "catalogue.shop.sort.price-asc": "Price: low to high",
  "catalogue.shop.sort.price-desc": "Price: high to low",
  // The sort form's button (the page script is not needed to sort).
  "catalogue.shop.apply": "Sort",
  "catalogue.shop.empty": "The shop has no items yet.",
  "catalogue.soldOut": "Sold out",
  "catalogue.onlyLeft": "Only {count, number} left",
  "catalogue.size.legend": "Size",
  // A category page's heading, by its route type (a type staff made up is shown upper-cased as it is).
  "catalogue.heading.women": "WOMEN",
  "catalogue.heading.men": "MEN",
  "catalogue.heading.shoes": "SHOES",
  "catalogue.heading.households": "HOUSEHOLDS",
  "catalogue.heading.inners": "INNERS",
  "catalogue.heading.sports": "SPORTS",
  "catalogue.category.empty": "No items found for this category.",
  "catalogue.category.deleted": "Deleted {name}.",
  "catalogue.item.notFoundTitle": "Item not found",
  "catalogue.item.edit": "Edit",
  "catalogue.item.delete": "Delete",
  "catalogue.item.photos": "Photos of {name}",
  "catalogue.item.photoOf": "{name}, photo {n, number} of {count, number}",
  "catalogue.item.showPhoto": "Show photo {n, number}",
  "catalogue.item.each": "{price} each",
  "catalogue.item.alreadyInCart":
    "This item is already in your cart. {link} to change its quantity.",
  "catalogue.item.goToCart": "Go to your cart",
  "catalogue.item.instructions": "Special Instructions",
  "catalogue.item.instructionsPlaceholder": "Tell us the size you need, e.g. M, XL or shoe size 42",
  "catalogue.item.addToCart": "Add to Cart",
  "catalogue.quantity": "Quantity",
  "catalogue.quantity.decrease": "Decrease quantity",
  "catalogue.quantity.increase": "Increase quantity",
  "catalogue.search.title": "Search",
  "catalogue.search.titleFor": "Search: {q}",
  "catalogue.search.heading": "Search results for “{q}”",
  "catalogue.search.prompt": "Type the name of an item in the search box.",
} as const;
