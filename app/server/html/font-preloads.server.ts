import cormorantCore from "~/fonts/cormorant-garamond-core.woff2?url";
import interCore from "~/fonts/inter-core.woff2?url";

/**
 * Every page's first screen shows both families, so their core files (app/styles/app.css) are
 * asked for with the document's headers rather than once the stylesheet has been read: a `Link`
 * header costs the page no script and the browser sees it before the first byte of the HTML.
 */
export const FONT_PRELOADS = [interCore, cormorantCore]
  .map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
  .join(", ");
