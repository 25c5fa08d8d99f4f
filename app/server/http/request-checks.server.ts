import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import {
  countSlashes,
  hasDotSegmentOrBackslash,
  MAX_PATH_SEGMENTS,
  MAX_URL_LENGTH,
} from "~/lib/site/paths";
import type { Config } from "../config.server";
import type { Logger } from "../logger.server";
import { loggablePath } from "../staff/sessions/http.server";

/**
 * Before anything reads the URL: every route, table and pattern after it may assume a short,
 * shallow, well-formed one. A malformed percent-escape would otherwise reach the page router,
 * which warns on the console for each such request.
 */
export function urlShapeCheck(): RequestHandler {
  return (req, res, next) => {
    if (req.url.length > MAX_URL_LENGTH) {
      res.status(414).type("text/plain").send("The address is too long.");
      return;
    }
    if (countSlashes(req.path, MAX_PATH_SEGMENTS) > MAX_PATH_SEGMENTS) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).type("text/plain").send("The address is not valid.");
      return;
    }
    // The page router resolves `..` and `\` itself: the path every rule below compares (staff
    // guard, page cache, frame policy, log masking) must be the one it will serve.
    if (hasDotSegmentOrBackslash(req.path)) {
      res.status(400).type("text/plain").send("The address is not valid.");
      return;
    }
    next();
  };
}

/** 16 random bytes per nonce, drawn from a pool refilled 256 at a time (one call, not one each). */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function freshNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** Gives each request its id and CSP nonce, and logs it when answered. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.nonce = freshNonce();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      // Path only: query strings may carry personal data; no IPs, no bodies.
      logger.info(
        {
          requestId,
          method: req.method,
          // originalUrl: the API router strips its /api prefix from req.path on the way.
          path: loggablePath(req.originalUrl.split("?", 1)[0] ?? ""),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
    });
    next();
  };
}

/**
 * A declared body larger than any route accepts is refused before anything reads it. Each route
 * enforces its own, smaller limit on the stream itself (JSON parser, upload reader, the page
 * handler's reader), so a chunked body without Content-Length is bounded too.
 */
export function declaredBodyCheck(config: Config): RequestHandler {
  const largestBody = Math.max(
    config.BODY_LIMIT_BYTES,
    config.STAFF_BODY_LIMIT_BYTES,
    config.UPLOAD_MAX_BYTES + 64 * 1024,
    config.MEDIA_UPLOAD_MAX_BYTES + 64 * 1024,
  );
  return (req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > largestBody) {
      const message = "The request body is too large.";
      if (req.path.startsWith("/api/")) res.status(413).json({ message });
      else res.status(413).type("text/plain").send(message);
      return;
    }
    next();
  };
}
