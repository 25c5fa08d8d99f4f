import { createContext, useContext } from "react";

/** The per-request CSP nonce; set on the server, undefined in the browser (which needs none). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
