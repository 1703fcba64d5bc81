// /search/panel?q=: the item names the nav's search panel lists while a shopper types, as JSON for
// the browse pages' script (app/enhance/search-panel.ts).
import type { Route } from "./+types/search-panel";
import { normaliseSearch, searchPanelSize, type SearchPanelAnswer } from "../lib/search-terms.ts";
import { searchItems } from "../modules/catalogue/index.server.ts";
import { services } from "../services.server.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const q = normaliseSearch(url.searchParams.get("q"));
  const results = await searchItems(services(context).db, q, { perPage: searchPanelSize });
  const answer: SearchPanelAnswer = {
    q,
    hits: results.entries.map(({ id, name }) => ({ id, name })),
  };
  return Response.json(answer);
}
