import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { findRedirect, hashRedirects, REDIRECTS } from "~/lib/site/redirects";

const HASH_ROWS = hashRedirects(REDIRECTS);

/** Old links like /about#! carry a fragment the server never sees: fix them in the browser. */
export function HashRedirects() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash) return;
    const to = findRedirect(HASH_ROWS, pathname, hash);
    if (to) navigate(to, { replace: true });
  }, [pathname, hash, navigate]);
  return null;
}
