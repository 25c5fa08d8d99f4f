import type { Logger } from "~/server/logger.server";
import type { Services } from "~/server/services.server";

/** What every loader receives from the server (server.ts builds it per request). */
export interface PageLoadContext {
  /** The per-request CSP nonce for inline and entry scripts. */
  nonce: string;
  logger: Logger;
  services: Pick<Services, "content" | "config">;
}

declare module "react-router" {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}
