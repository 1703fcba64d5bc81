// Owns the page's Content-Security-Policy nonce on its way from the server's request to the inline
// scripts and the links React Router writes (hydration data, scroll restoration, stylesheets). In the
// browser it is undefined — the scripts are already trusted by then — except under `npm run dev`.
import { createContext, useContext } from "react";

/**
 * Under `npm run dev` the browser reads the page's nonce (hidden from attributes, readable as a
 * property), because React checks attributes while hydrating in development and would report
 * every nonce the server wrote as a mismatch. Builds compile this to undefined.
 */
const developmentNonce =
  import.meta.env.DEV && typeof document !== "undefined"
    ? document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce
    : undefined;

export const NonceContext = createContext<string | undefined>(developmentNonce);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
