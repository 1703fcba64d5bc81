// Owns the cart table: a signed-in user's lines of item (and size), quantity and special
// instructions. Prices are never stored here: the cart is always priced from the catalogue.
import { check, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { cartRules } from "../../lib/rules/cart.ts";
import { user } from "./accounts.ts";
import { itemOfRow, itemSizes } from "./catalogue.ts";
import { between, charLength } from "./checks.ts";
import { randomId, writtenAt } from "./columns.ts";

export const cartLines = pgTable(
  "cart_lines",
  {
    id: randomId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Deleting an item removes it from every cart.
    itemId: itemOfRow(),
    /** The size chosen, for an item with sizes; taking a size off the item removes it from every cart. */
    sizeId: uuid("size_id").references(() => itemSizes.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    instructions: text("instructions").notNull().default(""),
    createdAt: writtenAt(),
  },
  (t) => [
    // One line per item and size: adding the same again is refused ("already in your cart").
    unique("cart_lines_user_item_size_unique").on(t.userId, t.itemId, t.sizeId).nullsNotDistinct(),
    check("cart_lines_quantity_range", between(t.quantity, cartRules.quantity)),
    check(
      "cart_lines_instructions_length",
      charLength(t.instructions, { max: cartRules.instructions.maxLength }),
    ),
  ],
);
