import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  compactManifest,
  createDeferHydrationTransform,
  deferModuleScript,
  PAINT_WAIT_LIMIT_MS,
} from "~/server/html/defer-hydration.server";

const MODULE_CODE = `import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");`;

/** The shape of a document as React Router and React 19 stream it. */
const DOCUMENT =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="image" href="/media/banner.svg" fetchPriority="high"/>` +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc=="/>` +
  `<link rel="modulepreload" href="/assets/root.js?v=1&amp;x=2" nonce="abc=="/>` +
  `<link nonce="abc==" rel="stylesheet" href="/assets/root.css"/></head>` +
  `<body><main><h1>Serenity ★ Spa é</h1></main>` +
  `<script nonce="abc==">window.__reactRouterContext = {};</script>` +
  `<script nonce="abc==" type="module" async="">${MODULE_CODE}</script>` +
  `<div hidden id="S:0"><p>streamed later</p></div></body></html>`;

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

const EXPECTED_INSERTS: FakeElement[] = [
  { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "abc==" },
  { tag: "link", rel: "modulepreload", href: "/assets/root.js?v=1&x=2", nonce: "abc==" },
  { tag: "script", type: "module", nonce: "abc==", textContent: MODULE_CODE },
];

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/**
 * Runs the loader script of a rewritten document against a minimal fake browser: a document,
 * frames, timers (with their delays) and, unless `paintTiming` is false, a PerformanceObserver
 * whose paint entries the test reports with `paint(name)`.
 */
function runLoader(
  html: string,
  { visibilityState = "visible", paintTiming = true } = {} as {
    visibilityState?: "visible" | "hidden";
    paintTiming?: boolean;
  },
) {
  const loader = /<script nonce="abc==">(\(function\(d,p,c\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader script in the document");
  const inserted: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const observers: Array<{ callback: PaintCallback; connected: boolean; options: unknown }> = [];
  const document = {
    currentScript: { nonce: "abc==" },
    visibilityState,
    head: { appendChild: (element: FakeElement) => inserted.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    private readonly entry;
    constructor(callback: PaintCallback) {
      this.entry = { callback, connected: false, options: undefined as unknown };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.connected = true;
      this.entry.options = options;
    }
  }
  const run = new Function("document", "requestAnimationFrame", "setTimeout", "self", loader) as (
    ...args: unknown[]
  ) => void;
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
    { PerformanceObserver: paintTiming ? FakePerformanceObserver : undefined },
  );
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => o.connected)) {
      observer.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (observer.connected = false) },
      );
    }
  };
  return { inserted, frames, timers, observers, paint };
}

describe("deferModuleScript", () => {
  it("drops the modulepreload links and keeps every other head element", () => {
    const html = deferModuleScript(DOCUMENT);
    expect(html).not.toBeNull();
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="preload" as="image" href="/media/banner.svg"');
    expect(html).toContain('rel="stylesheet" href="/assets/root.css"');
    expect(html).toContain("<h1>Serenity ★ Spa é</h1>");
    expect(html).toContain('<div hidden id="S:0"><p>streamed later</p></div></body></html>');
  });

  it("replaces the module script with a classic script in the same place, with its nonce", () => {
    const html = deferModuleScript(DOCUMENT) ?? "";
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script nonce="abc==">', '<script nonce="abc==">']);
  });

  it("inserts the preloads and the module script once the first contentful paint is reported", () => {
    const { inserted, observers, paint, frames } = runLoader(deferModuleScript(DOCUMENT) ?? "");
    expect(observers[0]?.options).toEqual({ type: "paint", buffered: true });
    expect(inserted).toEqual([]);
    paint("first-paint");
    expect(inserted).toEqual([]);
    paint("first-contentful-paint");
    expect(inserted).toEqual(EXPECTED_INSERTS);
    expect(observers[0]?.connected).toBe(false);
    expect(frames).toEqual([]);
  });

  it("starts anyway when no paint is reported in time, and only once", () => {
    const { inserted, timers, paint } = runLoader(deferModuleScript(DOCUMENT) ?? "");
    expect(timers.map((timer) => timer.delay)).toEqual([PAINT_WAIT_LIMIT_MS]);
    timers[0]?.callback();
    expect(inserted).toEqual(EXPECTED_INSERTS);
    paint("first-contentful-paint");
    expect(inserted).toHaveLength(EXPECTED_INSERTS.length);
  });

  it("without paint timing, starts after the next frame", () => {
    const { inserted, frames, timers } = runLoader(deferModuleScript(DOCUMENT) ?? "", {
      paintTiming: false,
    });
    expect(inserted).toEqual([]);
    frames.forEach((frame) => frame());
    expect(inserted).toEqual([]);
    timers.forEach((timer) => timer.callback());
    expect(inserted).toEqual(EXPECTED_INSERTS);
  });

  it("starts at once in a hidden tab, which never paints", () => {
    const { inserted, frames, observers } = runLoader(deferModuleScript(DOCUMENT) ?? "", {
      visibilityState: "hidden",
    });
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(inserted).toEqual(EXPECTED_INSERTS);
  });

  it("escapes markup in the module code so the loader script cannot be broken by it", () => {
    const tricky = `console.log("<!--<script>", "<\\/script>");`;
    const html = deferModuleScript(DOCUMENT.replace(MODULE_CODE, tricky)) ?? "";
    const loader = html.slice(html.indexOf("(function(d,p,c)"));
    expect(loader.slice(0, loader.indexOf("</script>"))).not.toMatch(/<!--|<script/);
    const { inserted, paint } = runLoader(html);
    paint("first-contentful-paint");
    expect(inserted.at(-1)?.textContent).toBe(tricky);
  });

  it("waits while the module script has not arrived", () => {
    const cut = DOCUMENT.indexOf('type="module"') + 20;
    expect(deferModuleScript(DOCUMENT.slice(0, cut))).toBeNull();
  });
});

describe("createDeferHydrationTransform", () => {
  function chunksOf(value: string, size: number): Buffer[] {
    const bytes = Buffer.from(value, "utf8");
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += size) {
      chunks.push(bytes.subarray(start, start + size));
    }
    return chunks;
  }

  it("gives the same document as the string rewrite, even with characters split across chunks", async () => {
    const output = await text(
      Readable.from(chunksOf(DOCUMENT, 7)).pipe(createDeferHydrationTransform()),
    );
    expect(output).toBe(deferModuleScript(DOCUMENT));
  });

  it("passes a document without a module script through unchanged", async () => {
    const plain = "<!DOCTYPE html><html><body><p>No scripts ★ here</p></body></html>";
    const output = await text(
      Readable.from(chunksOf(plain, 5)).pipe(createDeferHydrationTransform()),
    );
    expect(output).toBe(plain);
  });
});

describe("compactManifest", () => {
  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/jsx-runtime.js"], css: [] },
    routes: { root: { id: "root", path: "", hasLoader: false, module: "/assets/root.js" } },
    url: "/assets/manifest-1.js",
    version: "1",
  };
  // As React Router 7.18 writes it.
  const pretty = `;
import * as route0 from "/assets/root.js";
  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client.js");`;

  it("writes the manifest without indentation and leaves the rest of the module alone", () => {
    const compact = compactManifest(pretty);
    expect(compact).toBe(
      pretty.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)),
    );
    expect(compact.length).toBeLessThan(pretty.length);
  });

  it("leaves a module without a manifest, or with one it cannot read, as it is", () => {
    expect(compactManifest(MODULE_CODE)).toBe(MODULE_CODE);
    const broken = "window.__reactRouterManifest = {\n  nope\n};";
    expect(compactManifest(broken)).toBe(broken);
  });

  it("is what the loader inserts and what the page's hash covers", () => {
    let reported = "";
    const html = `<html><head></head><body><script nonce="n" type="module">${pretty}</script></body></html>`;
    const out = deferModuleScript(html, (code) => (reported = code));
    expect(reported).toBe(compactManifest(pretty));
    expect(out).toContain(JSON.stringify(reported).replace(/</g, "\\u003c"));
  });
});
