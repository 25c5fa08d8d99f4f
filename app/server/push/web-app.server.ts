/**
 * The staff area as an installable web app (decision 0029): its manifest, icons and service
 * worker, answered before the staff pages' guard (they hold nothing private, and a browser
 * fetches the manifest without cookies). Only the staff layout links the manifest and only the
 * alerts page registers the worker, so no public page gains a byte of it.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import { PROJECT_ROOT } from "../project-root.server";
import { SERVICE_WORKER_SOURCE } from "./service-worker.server";

/** --forest-deep of styles/app.css, the staff header's colour. */
export const STAFF_THEME_COLOUR = "#21362f";

/**
 * `start_url` is `/staff/`, inside the scope: `/staff` (no slash) is outside `/staff/`, and a
 * browser would then drop the scope and widen it to the whole site.
 */
export const STAFF_MANIFEST = {
  id: "/staff/",
  name: "Spa staff",
  short_name: "Spa staff",
  description: "New leads and the back office of the spa's website.",
  start_url: "/staff/",
  scope: "/staff/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: STAFF_THEME_COLOUR,
  icons: [
    { src: "/staff/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/staff/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/staff/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

const ICON_DIR = path.join(PROJECT_ROOT, "app/server/push/icons");

export function staffWebApp(): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const manifest = JSON.stringify(STAFF_MANIFEST);
  const icons = new Map(
    [192, 512].map((size) => [
      `/staff/icon-${size}.png`,
      fs.readFileSync(path.join(ICON_DIR, `staff-${size}.png`)),
    ]),
  );

  router.get("/staff/manifest.webmanifest", (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.type("application/manifest+json").send(manifest);
  });
  router.get("/staff/sw.js", (_req, res) => {
    // Checked for a new version at every visit; never served from a cache unchecked.
    res.set("Cache-Control", "no-cache");
    res.type("text/javascript; charset=utf-8").send(SERVICE_WORKER_SOURCE);
  });
  for (const [route, bytes] of icons) {
    router.get(route, (_req, res) => {
      res.set("Cache-Control", "public, max-age=86400");
      res.type("image/png").send(bytes);
    });
  }
  return router;
}
