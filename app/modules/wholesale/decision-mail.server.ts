// Owns the e-mail that tells a customer staff's decision on their wholesale account (approved,
// declined, ended), in the language they applied in, with the link to /wholesale.
import type { WholesaleAccount } from "../../db/schema/wholesale.ts";
import { serverTranslator } from "../../i18n/catalogue.server.ts";
import type { NewMail } from "../mail/index.server.ts";

export function wholesaleDecisionMail(
  account: Pick<WholesaleAccount, "status" | "businessName" | "language">,
  to: string,
  publicUrl: string,
): NewMail {
  const t = serverTranslator(account.language);
  const url = `${publicUrl.replace(/\/$/, "")}/wholesale`;
  const values = { business: account.businessName, url };
  const [subject, text] =
    account.status === "approved"
      ? [t("wholesale.mail.approved.subject"), t("wholesale.mail.approved.body", values)]
      : account.status === "declined"
        ? [t("wholesale.mail.declined.subject"), t("wholesale.mail.declined.body", values)]
        : [t("wholesale.mail.ended.subject"), t("wholesale.mail.ended.body", values)];
  return { kind: "wholesale-decision", to, language: account.language, subject, text };
}
