/**
 * The browser the specs drive. Debian's headless shell when installed (.ci/run installs it): the
 * same engine without the full browser's windowing, about a fifth less CPU for the same specs on
 * a 2-core machine (decision 0054); the full Chromium otherwise, and for what only it does.
 */
import fs from "node:fs";

/** The full browser: a notification shown by a service worker needs it (staff-alerts.spec.ts). */
export const FULL_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM = fs.existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : FULL_CHROMIUM;

/** The flags every browser of the suite starts with. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
