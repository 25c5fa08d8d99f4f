/**
 * The context React Router hands to middleware, loaders and actions: its own provider (for
 * `context.get/set`, route middleware, decision 0020) holding this request's services, nonce and
 * staff member as plain fields (typed in load-context.ts).
 *
 * With middleware on, the request handler refuses a context that is not an instance of *its*
 * RouterContextProvider class, and a test runner may hand our ESM imports another copy of the
 * package than require() does. So the class and the handler both come from React Router as
 * require() loads it: one copy, whatever loaded us.
 */
import { createRequire } from "node:module";
import type * as ReactRouter from "react-router";
import type { RouterContextProvider } from "react-router";
import type { PageLoadContext } from "~/load-context";

const reactRouter = createRequire(import.meta.url)("react-router") as typeof ReactRouter;

/** React Router's request handler, from the same copy as the context class. */
export const createPageRequestHandler = reactRouter.createRequestHandler;

/**
 * The context of one request for `pathname`. A document request gets an empty `htmlOnly` for its
 * loaders to fill; a data request (`.data`, a client-side navigation) gets none, so its loaders
 * return everything.
 */
export function pageContext(values: PageLoadContext, pathname: string): RouterContextProvider {
  const htmlOnly = pathname.endsWith(".data") ? undefined : new Map<string, unknown>();
  return Object.assign(new reactRouter.RouterContextProvider(), { ...values, htmlOnly });
}
