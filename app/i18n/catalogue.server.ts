// Owns the message catalogues on the server: each language's messages compiled once from ICU
// text, the subset a page asks for (by namespace), and a translator with every message (e-mails).
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type Language } from "./languages.ts";
import { en, type MessageKey, type Namespace } from "./messages/en.ts";
import { sw } from "./messages/sw.ts";
import { createTranslator, type Translator } from "./translate.ts";

const sources: Record<Language, Record<MessageKey, string>> = { en, sw };

const compiled = new Map<Language, Messages>();

function compiledCatalogue(lang: Language): Messages {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(sources[lang]).map(([key, text]) => [key, compileMessage(text)]),
    );
    compiled.set(lang, messages);
  }
  return messages;
}

const pages = new Map<string, Messages>();

/** The compiled messages of these namespaces, to send with a page (the same object for the same ask). */
export function pageMessages(lang: Language, namespaces: readonly Namespace[]): Messages {
  const cacheKey = `${lang}:${[...namespaces].sort().join(",")}`;
  let messages = pages.get(cacheKey);
  if (!messages) {
    const prefixes = namespaces.map((namespace) => `${namespace}.`);
    messages = Object.fromEntries(
      Object.entries(compiledCatalogue(lang)).filter(([key]) =>
        prefixes.some((prefix) => key.startsWith(prefix)),
      ),
    );
    pages.set(cacheKey, messages);
  }
  return messages;
}

/** Every message of a language: for what the server writes itself (e-mails). */
export function serverTranslator(lang: Language): Translator {
  return createTranslator(lang, compiledCatalogue(lang));
}
