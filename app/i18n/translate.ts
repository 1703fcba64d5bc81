// Owns turning a message key into words on a page, on the server and in the browser alike: the
// page's messages (compiled ICU, only the namespaces its routes asked for) come with the loaders'
// data, and one Lingui instance per page formats them (plurals, numbers) for its language.
import { I18n, type Messages } from "@lingui/core";
import { createContext, createElement, Fragment, useContext, type ReactNode } from "react";
import type { MessageKey } from "./messages/en.ts";
import { defaultLanguage, intlLocale, type Language } from "./languages.ts";

export type MessageValues = Record<string, string | number>;

/** A message to show later: a key and its values (what modules and actions return instead of words). */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

export interface Translator {
  lang: Language;
  (key: MessageKey, values?: MessageValues): string;
  /** A message with elements (a link, a bold amount) in its placeholders. */
  rich(key: MessageKey, values: Record<string, ReactNode>): ReactNode;
  /** A Message as words. */
  message(message: Message): string;
}

/**
 * Keys missing from a page's messages are a programming error (a route that did not ask for a
 * namespace its components use): the key is shown and reported, so tests catch it.
 */
function reportMissing(lang: string, key: string): string {
  console.error(
    `Missing message "${key}" (${lang}): its namespace is not among the page's messages`,
  );
  return key;
}

export function createTranslator(lang: Language, messages: Messages): Translator {
  const i18n = new I18n({
    locale: intlLocale[lang],
    messages: { [intlLocale[lang]]: messages },
    missing: reportMissing,
  });
  const t = ((key: MessageKey, values?: MessageValues) => i18n._(key, values)) as Translator;
  t.lang = lang;
  t.message = (message) => i18n._(message.key, message.values);
  t.rich = (key, values) => {
    // Elements cannot pass through a string: stand-ins (private-use characters) go in, and the words are split around them.
    const stand = (index: number) => `\uE000${index}\uE000`;
    const entries = Object.entries(values);
    const text = i18n._(
      key,
      Object.fromEntries(
        entries.map(([name, value], index) => [
          name,
          typeof value === "string" || typeof value === "number" ? value : stand(index),
        ]),
      ),
    );
    // Plain createElement, not JSX: scripts run this file with Node's type stripping, which reads no JSX.
    return text
      .split(/\uE000(\d+)\uE000/)
      .map((part, index) =>
        index % 2 === 1 ? createElement(Fragment, { key: index }, entries[Number(part)]![1]) : part,
      );
  };
  return t;
}

const TranslatorContext = createContext<Translator>(createTranslator(defaultLanguage, {}));

export const TranslatorProvider = TranslatorContext.Provider;

export function useT(): Translator {
  return useContext(TranslatorContext);
}
