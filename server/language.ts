// Owns choosing the language of a request, once, at the server's edge: `?lang=` on any URL (which
// the `lang` cookie then remembers), else the `lang` cookie, else the browser's Accept-Language,
// else English. The URL's meaning never changes with it; responses that depend on it vary by it.
import { defaultLanguage, languages, type Language } from "../app/i18n/languages.ts";

const languageCookie = "lang";
const oneYearSeconds = 365 * 24 * 60 * 60;

function asLanguage(value: string | null | undefined): Language | null {
  const lower = value?.trim().toLowerCase();
  return languages.find((lang) => lang === lower) ?? null;
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() === name) return rest.join("=").trim();
  }
  return null;
}

/** The first of the browser's languages (by weight, then order) that the shop has: "sw-KE" counts as sw. */
function fromAcceptLanguage(header: string | null): Language | null {
  const ranges = (header ?? "")
    .split(",")
    .slice(0, 40)
    .map((range, index) => {
      const [tag = "", ...params] = range.trim().split(";");
      const q = params
        .map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return {
        primary: tag.trim().split("-")[0]!.toLowerCase(),
        weight: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((range) => range.weight > 0 && !Number.isNaN(range.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const lang = asLanguage(range.primary);
    if (lang) return lang;
  }
  return null;
}

/**
 * A visitor with no cookies, or whose one cookie is the language they chose: nobody is signed in,
 * so a page is the same for every such visitor of that language (kept, tagged, shared).
 */
export function onlyLanguageCookie(cookieHeader: string | null): boolean {
  if (cookieHeader === null) return true;
  return cookieHeader
    .split(";")
    .every((pair) => pair.trim() === "" || pair.trim().startsWith(`${languageCookie}=`));
}

export interface RequestLanguage {
  lang: Language;
  /** The Set-Cookie value that remembers a choice made with `?lang=` (absent when nothing changes). */
  setCookie?: string;
}

/** Parsed Accept-Language headers (browsers send a handful of distinct ones), bounded. */
const acceptLanguageSeen = new Map<string, Language | null>();

/**
 * The language of a request that chooses none with `?lang=`: the cookie, else the browser's
 * Accept-Language, else English. Read from the raw headers, so the page cache can use it before any
 * Request is made.
 */
export function languageOf(cookieHeader: string | null, acceptLanguage: string | null): Language {
  const remembered =
    cookieHeader === null ? null : asLanguage(cookieValue(cookieHeader, languageCookie));
  if (remembered) return remembered;
  const header = acceptLanguage ?? "";
  let accepted = acceptLanguageSeen.get(header);
  if (accepted === undefined) {
    accepted = fromAcceptLanguage(header);
    if (acceptLanguageSeen.size >= 256) acceptLanguageSeen.clear();
    acceptLanguageSeen.set(header, accepted);
  }
  return accepted ?? defaultLanguage;
}

export function requestLanguage(request: Request, secureCookie: boolean): RequestLanguage {
  const chosen = asLanguage(new URL(request.url).searchParams.get("lang"));
  const remembered = asLanguage(cookieValue(request.headers.get("Cookie"), languageCookie));
  if (chosen) {
    if (chosen === remembered) return { lang: chosen };
    const secure = secureCookie ? "; Secure" : "";
    return {
      lang: chosen,
      setCookie: `${languageCookie}=${chosen}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax; HttpOnly${secure}`,
    };
  }
  return {
    lang: languageOf(request.headers.get("Cookie"), request.headers.get("Accept-Language")),
  };
}

/** The response as the language made it: the remembering cookie, and Vary for shared caches. */
export function withLanguage(response: Response, chosen: RequestLanguage): Response {
  if (response.status === 304) return response;
  try {
    if (chosen.setCookie) response.headers.append("Set-Cookie", chosen.setCookie);
    response.headers.append("Vary", "Accept-Language, Cookie");
    return response;
  } catch {
    // Immutable headers (a response made by fetch): copy them.
    const headers = new Headers(response.headers);
    if (chosen.setCookie) headers.append("Set-Cookie", chosen.setCookie);
    headers.append("Vary", "Accept-Language, Cookie");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
