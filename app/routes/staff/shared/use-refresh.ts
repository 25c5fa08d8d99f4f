import { useLocation, useNavigate } from "react-router";

/**
 * Runs the page's loaders again, as `useRevalidator` would: a navigation to the same address
 * revalidates. Built on hooks the public pages already use, because every React Router export the
 * staff area alone used would be kept in the chunk that every public page downloads.
 */
export function useRefresh() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => navigate(`${pathname}${search}${hash}`, { replace: true, preventScrollReset: true });
}
