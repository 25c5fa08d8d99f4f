import { Link } from "react-router";
import { DEFAULT_SEO } from "~/lib/seo/defaults";

// The home pop-up's inline script needs the CSP nonce. Importing `~/lib/layout/nonce` from the home
// route as well as from the root would give that tiny module a chunk of its own, one more file on
// every page; through this module, which the root and its not-found page already share, it stays in
// the chunk every page loads (docs/performance.md).
export { useNonce } from "~/lib/layout/nonce";

/** The not-found page of SPEC.md 2.3; texts are the spec's, word for word. */
export function NotFound() {
  return (
    <main className="not-found" id="main">
      <title>{`Page not found | ${DEFAULT_SEO.title}`}</title>
      <meta name="description" content={DEFAULT_SEO.description} />
      <h1>404</h1>
      <h2>OPPS! PAGE NOT FOUND</h2>
      <p>Sorry, The Page You are looking for doesn&apos;t exists or has been removed.</p>
      <div className="not-found__actions">
        <Link className="button" to="/">
          Home
        </Link>
        <Link className="button button--outline" to="/contact-us">
          Contact
        </Link>
      </div>
    </main>
  );
}
