// The `English` / `Kiswahili` switch on every page: plain links to the current URL with `?lang=`
// (other query parameters kept), so it works without JavaScript and reloads the whole page in the
// chosen language; the server remembers the choice in the `lang` cookie (server/language.ts). The
// path is kept only when it is one of this site's: on a 404 for `//evil.example/login` the links go
// to the shop's home, never to another site.
import { useLocation } from "react-router";
import { languages, type Language } from "../i18n/languages.ts";
import { useT } from "../i18n/translate.ts";
import { safeRedirectPath } from "../lib/redirect-to.ts";

/** Each language's name in itself: the same on every page, whatever the page's language. */
const names: Record<Language, string> = { en: "English", sw: "Kiswahili" };

export function LanguageSwitch() {
  const t = useT();
  const location = useLocation();
  const href = (lang: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", lang);
    return `${safeRedirectPath(location.pathname)}?${params}`;
  };
  return (
    <nav aria-label={t("common.language.label")}>
      <ul className="flex gap-1">
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={href(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === t.lang ? "true" : undefined}
              className={`tap px-2 text-sm hover:underline ${lang === t.lang ? "font-bold text-brand-700 underline underline-offset-4" : "text-stone-700"}`}
            >
              {names[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
