// Owns the shop's languages: which there are, the default, and the locale
// that numbers and dates are formatted with.

export const languages = ["en", "sw"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** The BCP 47 locale for Intl's number and date formats. */
export const intlLocale: Record<Language, string> = { en: "en-KE", sw: "sw-KE" };
