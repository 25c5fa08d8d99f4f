/**
 * React Router's pages on Express (in place of @react-router/express's handler, decision 0034): a
 * page request's body is read here, whole and bounded, before React Router sees any of it. The
 * adapter handed React Router the socket itself as the body, so only a route's own reader could
 * stop a body too large, and a reader of a Request cannot refuse one and still answer: cancelling
 * a clone's stream waits for the original's (a chunked body without Content-Length then got no
 * answer until the request timeout), and cancelling the original drops the connection.
 */
import express, { type Request, type RequestHandler, type Response } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { createPageRequestHandler } from "./page-context.server";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** The largest body a page at this request's path accepts, and what a larger one is told. */
  bodyLimit: (req: Request) => { bytes: number; message: string };
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
}

/** The request's address as the adapter built it: React Router compares it with `Origin`. */
function urlOf(req: Request) {
  const trusted = req.app.enabled("trust proxy");
  const forwardedPort = trusted ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

function headersOf(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  return headers;
}

function fetchRequestOf(req: Request, res: Response, body: Buffer | undefined) {
  // Aborted when the client goes away before the answer is complete.
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(urlOf(req), {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
    body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined,
  });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

export function pageRequestHandler(options: PageHandlerOptions): RequestHandler {
  const handle = createPageRequestHandler(options.build, options.mode);
  const readers = new Map<number, RequestHandler>();
  const readerFor = (bytes: number) => {
    let reader = readers.get(bytes);
    if (!reader) {
      // Browsers never compress a form: a compressed body is refused (415), never inflated.
      reader = express.raw({ type: () => true, limit: bytes, inflate: false });
      readers.set(bytes, reader);
    }
    return reader;
  };

  return (req, res, next) => {
    const limit = options.bodyLimit(req);
    readerFor(limit.bytes)(req, res, (error?: unknown) => {
      const status = (error as { status?: number } | undefined)?.status ?? 0;
      if (status >= 400 && status < 500) {
        // Too large, compressed or cut short: the rest of the body stays unread, so the
        // connection must not carry another request.
        res.set("Connection", "close");
        const message = status === 413 ? limit.message : "The request body could not be read.";
        res.status(status).type("text/plain").send(message);
        return;
      }
      if (error) return next(error);
      Promise.resolve()
        .then(() => {
          const request = fetchRequestOf(req, res, req.body as Buffer | undefined);
          return handle(request, options.getLoadContext(req, res));
        })
        .then((response) => send(res, response))
        .catch(next);
    });
  };
}
