// Owns the page's Content-Security-Policy nonce on its way from the server's request to the inline
// scripts React Router writes (hydration data, scroll restoration). In the browser it is undefined:
// the scripts are already trusted by then.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
