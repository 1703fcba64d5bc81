// Owns every Kiswahili text of the shop: the same keys, placeholders and plural forms as en.ts
// (tests/unit/catalogues.test.ts checks it; a missing or extra key fails the typecheck). Written as
// a Kenyan shopper reads a shop: Kikapu (cart), Oda (order), Bei (price), Idadi (quantity),
// Jumla (total), Saizi (size), Stoki (stock), Usafirishaji / ada ya kusafirisha (delivery / its fee),
// Malipo wakati wa kupokea (cash on delivery), Dawati (a staff desk). The names of the controls
// that browser tests and outside tools select by are fixed: Ingia, Jisajili, Toka, Weka Kikapuni,
// Endelea Kulipa, Weka Oda, Futa, Angalia Maelezo, Tafuta, Kikapu.
// Notes for translators are comments above the message they explain.
// Each namespace lives in its own file under sw/, listed with its English file in namespaces.ts.
import type { MessageKey } from "./en.ts";
import { assembled, namespaces } from "./namespaces.ts";

export const sw: Record<MessageKey, string> = assembled(
  namespaces.map(({ kiswahili }) => kiswahili),
);
