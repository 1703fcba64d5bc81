// The footer on every page: company, help, contacts (the #contact anchor) and FAQ, plus social links.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";
import { whatsappLink } from "../lib/whatsapp.ts";

export interface FooterContact {
  phone: string;
  email: string;
  address: string;
  hours: string;
  /** The shop's WhatsApp number as staff typed it; null when it has none. */
  whatsapp: string | null;
}

/** "+254 712 345 678" -> "tel:+254712345678" */
const telLink = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

/** The columns of links to the shop's pages; an entry without `to` is words only. */
const linkColumns: {
  name: string;
  heading: MessageKey;
  entries: { label: MessageKey; to?: string }[];
}[] = [
  {
    name: "company",
    heading: "common.footer.company",
    entries: [
      { label: "common.footer.about", to: "/" },
      { label: "common.footer.womensWear", to: "/type/women" },
      { label: "common.footer.mensWear", to: "/type/men" },
      { label: "common.footer.retailWholesale" },
    ],
  },
  {
    name: "help",
    heading: "common.footer.help",
    entries: [
      { label: "common.footer.yourCart", to: "/cart" },
      { label: "common.footer.delivery" },
      { label: "common.footer.payment" },
      { label: "common.footer.returns" },
    ],
  },
];

const socialLinks = [
  ["Facebook", "https://www.facebook.com/"],
  ["Instagram", "https://www.instagram.com/"],
  ["X", "https://x.com/"],
  ["TikTok", "https://www.tiktok.com/"],
] as const;

/** `contact` is the shop's settings; null on an error page whose root loader failed. */
export function Footer({ contact }: { contact: FooterContact | null }) {
  const t = useT();
  return (
    <footer className="mt-auto bg-stone-900 text-stone-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {linkColumns.map((column) => (
          <FooterSection key={column.name} name={column.name} heading={t(column.heading)}>
            <ul className="mt-3 space-y-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link to={entry.to} className="hover:underline">
                      {t(entry.label)}
                    </Link>
                  ) : (
                    t(entry.label)
                  )}
                </li>
              ))}
            </ul>
          </FooterSection>
        ))}
        <FooterSection name="contact" heading={t("common.footer.contacts")} anchor="contact">
          {contact ? (
            <ul className="mt-3 space-y-2 text-sm">
              <li>{contact.address}</li>
              <li>
                <a href={telLink(contact.phone)} className="hover:underline">
                  {contact.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`} className="hover:underline">
                  {contact.email}
                </a>
              </li>
              {contact.whatsapp && whatsappLink(contact.whatsapp) ? (
                <li>
                  <a
                    href={whatsappLink(contact.whatsapp)!}
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {t("common.footer.whatsapp", { number: contact.whatsapp })}
                  </a>
                </li>
              ) : null}
              <li>{contact.hours}</li>
            </ul>
          ) : null}
        </FooterSection>
        <FooterSection name="faq" heading={t("common.footer.faq")}>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">{t("common.footer.faqDeliveryQuestion")}</dt>
              <dd>{t("common.footer.faqDeliveryAnswer")}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("common.footer.faqWholesaleQuestion")}</dt>
              <dd>{t("common.footer.faqWholesaleAnswer")}</dd>
            </div>
          </dl>
        </FooterSection>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm">
          <p>{t("common.footer.copyright")}</p>
          <ul aria-label={t("common.footer.social")} className="flex gap-4">
            {socialLinks.map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" className="hover:underline">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * A column of the footer under its heading, which names it for screen readers (`footer-<name>`).
 * `anchor`: the column is a link's target (`#contact`), and takes the focus when followed.
 */
function FooterSection({
  name,
  heading,
  anchor,
  children,
}: {
  name: string;
  heading: string;
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={`footer-${name}`}
      tabIndex={anchor === undefined ? undefined : -1}
    >
      <h2 id={`footer-${name}`} className="font-bold text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}
