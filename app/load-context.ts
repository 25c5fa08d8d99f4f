import type { HtmlOnlyData } from "~/lib/layout/html-only";
import type { Logger } from "~/server/logger.server";
import type { Services } from "~/server/services.server";
import type { StaffIdentity } from "~/server/staff/sessions/sessions.server";

/** What every loader receives from the server (server.ts builds it per request). */
export interface PageLoadContext {
  /** The per-request CSP nonce for inline and entry scripts. */
  nonce: string;
  logger: Logger;
  services: Pick<
    Services,
    "content" | "config" | "staff" | "mail" | "outbox" | "alerts" | "funnel" | "reviews" | "texts"
  >;
  /** Under /staff: the signed-in staff member (read once by the guard), else null. */
  staff: StaffIdentity | null;
  /** Under /staff: the member whose session this request found ended (decision 0045). */
  staffEnded?: string;
  /**
   * The client's address as Express sees it (`trust proxy`): the sign-in actions count their
   * attempts per address. Not set for the page cache, which renders no action.
   */
  clientIp?: string;
  /**
   * Render the whole document before sending any of it, as for crawlers: set for the page cache,
   * which stores the finished page (html/page-cache.server.ts).
   */
  wholeDocument?: boolean;
  /**
   * Told the text of each inline script the page adds at run time (the deferred module script),
   * so that the page cache can allow it by its hash (html/page-cache.server.ts).
   */
  onInlineScript?: (code: string) => void;
  /**
   * Only on a document request (not on React Router's `.data` requests): what loaders hand to the
   * server's render without putting it in their loader data, since the HTML carries it
   * (lib/layout/html-only.tsx, decision 0025).
   */
  htmlOnly?: HtmlOnlyData;
}

declare module "react-router" {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
  // With route middleware on, loaders, actions and middleware receive a RouterContextProvider;
  // ours also carries the request's PageLoadContext (pageContext below), typed here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends PageLoadContext {}
}
