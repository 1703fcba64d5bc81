// /search/panel?q=: the items the nav's search panel lists while a shopper types (name in the
// page's language, picture, price), as JSON for the browse pages' script (app/enhance/search-panel.ts).
import type { Route } from "./+types/search-panel";
import { listPriceText } from "../components/ItemCard.tsx";
import { imageUrl } from "../lib/images.ts";
import { serverTranslator } from "../i18n/catalogue.server.ts";
import { nameIn } from "../lib/item-summary.ts";
import { listedPrice } from "../lib/pricing.ts";
import { normaliseSearch, searchPanelSize, type SearchPanelAnswer } from "../lib/search-terms.ts";
import { searchItems } from "../modules/catalogue/index.server.ts";
import { services } from "../services.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const q = normaliseSearch(url.searchParams.get("q"));
  const { db, lang } = services(context);
  const results = await searchItems(db, q, { perPage: searchPanelSize });
  const t = serverTranslator(lang);
  const answer: SearchPanelAnswer = {
    q,
    hits: results.entries.map((item) => ({
      id: item.id,
      name: nameIn(item, lang),
      image: imageUrl(item.imageKey, "thumb"),
      // As the item's card says it: "From Ksh. ..." when its sizes cost differently.
      price: listPriceText(listedPrice(item), t),
    })),
  };
  return Response.json(answer);
}
