import type { Plugin } from "vite";

/**
 * Vite wraps every dynamic import of the client in `__vitePreload(() => import("./x.js"), deps)`
 * so that the chunk's own imports (`deps`, paths under the base) are fetched in parallel with it
 * rather than one round trip later, and serves that helper from the module below. Vite's own
 * helper (1.6 KB, 0.8 KB gz) also handles relative bases, CSS that must load before the module,
 * browsers without `modulepreload`, a `vite:preloadError` event and a CSP nonce from a meta tag,
 * none of which this site uses; it is a file of its own on every page with a lazy import (forms,
 * carousels). This one does what the site needs: a `modulepreload` link per dependency that the
 * page does not already have (React Router's loader inserts the page's own), then the import.
 * A browser without `modulepreload` ignores the links and loads the dependencies through the
 * import itself, as it would without any helper.
 */
export function preload(load: () => Promise<unknown>, deps?: string[]): Promise<unknown> {
  for (const dep of deps ?? []) {
    const href = `/${dep}`;
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = dep.endsWith(".css") ? "stylesheet" : "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
}

/** The module id Vite imports the helper from (Vite 8, `vite:build-import-analysis`). */
export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/** Serves {@link preload} as Vite's `__vitePreload`, in the client build only. */
export function smallPreloadHelper(): Plugin {
  return {
    name: "small-preload-helper",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      if (this.environment.config.consumer !== "client") return null;
      return `export const __vitePreload = ${preload.toString()};`;
    },
    generateBundle(_options, bundle) {
      // A Vite that imports its helper from elsewhere would ship its own again, unnoticed.
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes("vite:preloadError")) {
          this.error(
            `Vite's own preload helper is in ${file.fileName}: see scripts/preload-helper.ts`,
          );
        }
      }
    },
  };
}
