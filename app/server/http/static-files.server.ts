import fs from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import { isUuid } from "~/lib/staff/leads";
import { findRedirect, redirectTable } from "~/lib/site/redirects";
import type { Config } from "../config.server";
import { readImageVariant } from "../content/images.server";
import type { Services } from "../services.server";

const YEAR_SECONDS = 31_536_000;

/** Uploaded images (from the database) and the content's own media files. */
export function serveMedia(app: Express, services: Services): void {
  // Uploaded images: one id is one image forever, so its copies are cached for a year.
  app.get("/media/u/:id/:file", async (req, res) => {
    const id = String(req.params.id);
    const file = String(req.params.file);
    const width = file.endsWith(".webp") ? Number(file.slice(0, -5)) : NaN;
    if (!isUuid(id) || !Number.isInteger(width) || width <= 0 || width > 10_000) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const bytes = await readImageVariant(services.database.db, id.toLowerCase(), width);
    if (!bytes) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
    res.type("image/webp").send(bytes);
  });

  app.use(
    "/media",
    express.static(path.join(services.config.contentDir, "media"), {
      maxAge: "1d",
      fallthrough: false,
      index: false,
    }),
  );
}

/** The browser build (build/client): hashed assets cached for a year, the rest for an hour. */
export function serveClientBuild(app: Express, clientDir: string): void {
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      fallthrough: false,
      index: false,
    }),
  );
  // The build's other top-level files (none today). Looked up by name first: a stat() per page
  // request, and the error object `send` builds for every directory or missing file, were the
  // largest cost of answering a cached page.
  const topLevel = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
  if (topLevel.size > 0) {
    const serveTopLevel = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      const name = req.path.slice(1).split("/", 1)[0] ?? "";
      if (!topLevel.has(name)) return next();
      serveTopLevel(req, res, next);
    });
  }
}

/** The old addresses' 301s (app/lib/site/redirects.ts), keeping the query string. */
export function oldUrlRedirects(config: Config): RequestHandler {
  const redirects = redirectTable(config.REDIRECT_TOKEN_PATH);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const to = findRedirect(redirects, req.path);
    if (!to) return next();
    const query = req.originalUrl.includes("?")
      ? req.originalUrl.slice(req.originalUrl.indexOf("?"))
      : "";
    res.redirect(301, `${to}${query}`);
  };
}
