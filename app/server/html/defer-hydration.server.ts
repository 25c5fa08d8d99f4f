import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Starts a page's JavaScript after its first paint instead of before it.
 *
 * React Router's `<Scripts>` emits a `<link rel="modulepreload">` per module in the head and an
 * async module script that imports them and hydrates. On a phone the browser then downloads and
 * evaluates the whole module graph (React, the router, the route) while the server-rendered page is
 * ready to show, and the first paint waits for it. This rewrites the HTML so that the same module
 * script and preloads are inserted by a small inline script once the page has painted: the visitor
 * sees the page as early as the HTML and CSS allow, and hydration follows right after. Forms keep
 * their submit buttons disabled until hydration, so nothing can be sent half-ready.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]+)\btype="module"[^>]*>([\s\S]*?)<\/script>/;
/** Give up buffering if a document carries no module script this far in (it then has none). */
const MAX_BUFFERED_CHARS = 1_000_000;

/** React Router writes the route manifest into the module script as indented JSON. */
const PRETTY_MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * The module script with its manifest's JSON written without indentation: the same object, about
 * 60 bytes less per page once gzipped. Left as it is if the manifest is not where it is expected.
 */
export function compactManifest(moduleCode: string): string {
  const match = PRETTY_MANIFEST.exec(moduleCode);
  if (!match) return moduleCode;
  try {
    const compact = JSON.stringify(JSON.parse(match[2] ?? ""));
    return moduleCode.replace(match[0], () => `${match[1]}${compact};`);
  } catch {
    return moduleCode;
  }
}

/** Text for a JavaScript string literal that is safe inside an HTML `<script>` element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** Longest wait for the first paint before the scripts start anyway. */
export const PAINT_WAIT_LIMIT_MS = 5000;

/**
 * The loader that replaces the module script. It keeps the original element's attributes (so the
 * nonce stays and React hydrates the same `<script>` element in the same place) and starts the
 * scripts once the browser reports the first contentful paint. The paint-timing entry is only
 * reported after the frame has been presented, so the scripts cannot race it (a frame callback
 * could: in CI a request started 50 ms before the reported paint). Browsers without paint timing
 * wait for the next frame instead; a hidden tab never paints, so it starts at once; and if no
 * paint is reported within PAINT_WAIT_LIMIT_MS the scripts start anyway.
 */
function loaderScript(attributes: string, preloads: string[], moduleCode: string): string {
  // Written out by hand, short names and all: it is inline in every page (d document, p preloads,
  // c the module's code, n the nonce, t started, s start, P PerformanceObserver if it has paints).
  const code = [
    `(function(d,p,c){var n=d.currentScript.nonce,t=0,P=self.PerformanceObserver;`,
    `function s(){if(t)return;t=1;`,
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});`,
    `var e=d.createElement("script");e.type="module";e.nonce=n;e.textContent=c;d.head.appendChild(e)}`,
    `if(d.visibilityState=="hidden")return s();`,
    `if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(s)});`,
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}}).observe({type:"paint",buffered:!0});`,
    `setTimeout(s,${PAINT_WAIT_LIMIT_MS})`,
    `})(document,${scriptSafeJson(preloads)},${scriptSafeJson(moduleCode)})`,
  ].join("");
  return `<script${attributes.trimEnd()}>${code}</script>`;
}

/**
 * Rewrites the start of a document if it already holds React Router's module script: the
 * modulepreload links before it are dropped and the script becomes the deferred loader. Returns
 * null while the module script has not arrived yet.
 */
export function deferModuleScript(
  html: string,
  onInlineModule?: (code: string) => void,
): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const before = html.slice(0, script.index);
  const after = html.slice(script.index + script[0].length);
  const preloads: string[] = [];
  const withoutPreloads = before.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(decodeAttribute(href));
    return "";
  });
  const attributes = script[1] ?? "";
  const moduleCode = compactManifest(script[2] ?? "");
  onInlineModule?.(moduleCode);
  return withoutPreloads + loaderScript(attributes, preloads, moduleCode) + after;
}

/**
 * A stream transform for the server-rendered HTML: it holds the document back only until React
 * Router's module script has gone by (that is the shell, which React writes in one go), rewrites
 * it with {@link deferModuleScript} and then passes everything else straight through, so
 * streamed Suspense content is not delayed.
 */
export function createDeferHydrationTransform(
  /** Told the text of the module script the loader will add at run time (page cache: its hash). */
  onInlineModule?: (code: string) => void,
): Transform {
  // Decoding (rather than slicing bytes) keeps a character split across two chunks intact.
  const decoder = new StringDecoder("utf8");
  let buffered = "";
  let passThrough = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (passThrough) {
        callback(null, text);
        return;
      }
      buffered += text;
      const rewritten = deferModuleScript(buffered, onInlineModule);
      if (rewritten !== null || buffered.length > MAX_BUFFERED_CHARS) {
        passThrough = true;
        const out = rewritten ?? buffered;
        buffered = "";
        callback(null, out);
        return;
      }
      callback();
    },
    flush(callback) {
      const rest = buffered + decoder.end();
      callback(null, rest || undefined);
    },
  });
}
