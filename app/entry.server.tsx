import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { HtmlOnlyContext } from "~/lib/layout/html-only";
import { NonceContext } from "~/lib/layout/nonce";
import { createDeferHydrationTransform } from "~/server/html/defer-hydration.server";
import { FONT_PRELOADS } from "~/server/html/font-preloads.server";
import { clientMistakeOf } from "~/server/html/page-errors.server";
import { loggablePath } from "~/server/staff/sessions/http.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once so they never index a half-streamed page.
    const waitForAll =
      loadContext.wholeDocument === true ||
      (userAgent !== null && isbot(userAgent)) ||
      routerContext.isSpaMode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.append("Link", FONT_PRELOADS);
      pipe(createDeferHydrationTransform(loadContext.onInlineScript)).pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <HtmlOnlyContext.Provider value={loadContext.htmlOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </HtmlOnlyContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that has completed by the time the shell is written goes into the
        // shell where it stands. React's default (12,800 bytes) moves every completed boundary
        // past that point of the document to the end, behind its fallback, with a reveal script
        // (about 0.5 KB gz) that swaps it in later: a carousel lower on the page was drawn twice.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject and are logged by the request handler.
          if (shellRendered) loadContext.logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

/** Requests whose refusal is already logged: React Router may report one error twice. */
const refusalLogged = new WeakSet<Request>();

/**
 * Errors of loaders, actions and rendering. Without this React Router writes them with
 * console.error, whole: a failed query's message carries its bound values (a lead's e-mail).
 * They go through the logger's one error serializer instead; aborted requests are not errors, and
 * a client's mistake (a 4xx) is one info line without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  const path = loggablePath(new URL(request.url).pathname);
  const mistake = clientMistakeOf(error, request);
  if (mistake) {
    if (refusalLogged.has(request)) return;
    refusalLogged.add(request);
    logger?.info({ path, ...mistake }, "page request refused");
    return;
  }
  if (logger) logger.error({ err: error, path }, "page request failed");
  else process.stderr.write(`${JSON.stringify({ msg: "page request failed", path })}\n`);
};
