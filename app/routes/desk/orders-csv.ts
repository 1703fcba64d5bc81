// /admin/orders.csv (staff): the orders the desk's current filter and search show (`?status=&q=&wholesale=1`,
// as on /admin/orders), as a CSV file for a spreadsheet, streamed page by page.
import type { Route } from "./+types/orders-csv";
import { serverTranslator } from "../../i18n/catalogue.server.ts";
import { deskFilterFromUrl } from "../../modules/orders/index.server.ts";
import { ordersCsv, type CsvWords } from "../../modules/desk/index.server.ts";
import { services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = staffMember(args.context);
  const { db, lang, log } = services(args.context);
  const t = serverTranslator(lang);
  const words: CsvWords = {
    header: [
      t("dashboard.csv.column.order"),
      t("dashboard.csv.column.date"),
      t("dashboard.csv.column.customer"),
      t("dashboard.csv.column.phone"),
      t("dashboard.csv.column.city"),
      t("dashboard.csv.column.country"),
      t("dashboard.csv.column.payment"),
      t("dashboard.csv.column.status"),
      t("dashboard.csv.column.items"),
      t("dashboard.csv.column.deliveryFee"),
      t("dashboard.csv.column.total"),
      t("wholesale.apply.businessName"),
      t("wholesale.apply.kraPin"),
    ],
    status: (status) => t(`common.status.${status}`),
    payment: (method) => t(`common.payment.${method}`),
    country: (code) => t(`common.country.${code}`),
    line: ({ name, sizeLabel, quantity }) =>
      sizeLabel
        ? t("dashboard.csv.lineWithSize", { quantity, name, size: sizeLabel })
        : t("dashboard.csv.line", { quantity, name }),
  };
  // A search too short to match anything gives the header alone, as the desk shows no orders.
  const { filter } = deskFilterFromUrl(args.url);
  const body = ordersCsv(db, filter, words, {
    onError: (error) => log.error({ err: error, by: viewer.id }, "orders CSV export failed"),
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="duka-orders-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
