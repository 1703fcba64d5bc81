// The footer on every page: company, help, contacts (the #contact anchor) and FAQ, plus social links.
import { Link } from "react-router";
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

/** `contact` is the shop's settings; null on an error page whose root loader failed. */
export function Footer({ contact }: { contact: FooterContact | null }) {
  const t = useT();
  return (
    <footer className="mt-auto bg-stone-900 text-stone-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-bold text-white">
            {t("common.footer.company")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/" className="hover:underline">
                {t("common.footer.about")}
              </Link>
            </li>
            <li>
              <Link to="/type/women" className="hover:underline">
                {t("common.footer.womensWear")}
              </Link>
            </li>
            <li>
              <Link to="/type/men" className="hover:underline">
                {t("common.footer.mensWear")}
              </Link>
            </li>
            <li>{t("common.footer.retailWholesale")}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="font-bold text-white">
            {t("common.footer.help")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/cart" className="hover:underline">
                {t("common.footer.yourCart")}
              </Link>
            </li>
            <li>{t("common.footer.delivery")}</li>
            <li>{t("common.footer.payment")}</li>
            <li>{t("common.footer.returns")}</li>
          </ul>
        </section>
        <section id="contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact" className="font-bold text-white">
            {t("common.footer.contacts")}
          </h2>
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
        </section>
        <section aria-labelledby="footer-faq">
          <h2 id="footer-faq" className="font-bold text-white">
            {t("common.footer.faq")}
          </h2>
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
        </section>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm">
          <p>{t("common.footer.copyright")}</p>
          <ul aria-label={t("common.footer.social")} className="flex gap-4">
            <li>
              <a
                href="https://www.facebook.com/"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                Facebook
              </a>
            </li>
            <li>
              <a
                href="https://www.instagram.com/"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                Instagram
              </a>
            </li>
            <li>
              <a href="https://x.com/" rel="noopener noreferrer" className="hover:underline">
                X
              </a>
            </li>
            <li>
              <a
                href="https://www.tiktok.com/"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                TikTok
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
