/**
 * The staff pages' posts that need JavaScript anyway (decision 0036): a form posted with `fetch`
 * to a script route (a resource route with an action, behind the staff layout's middleware like
 * every staff form), its JSON answer turned into what the page shows.
 */
import { useLocation, useNavigate } from "react-router";
import type { ApiResult } from "~/lib/api/client";
import { NETWORK_ERROR_MESSAGE } from "~/lib/api/messages";
import { useCsrfToken } from "./form-kit";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";
const UNEXPECTED = "Something went wrong. Reload the page and try again.";

async function readAnswer<Body>(response: Response): Promise<ApiResult<Body>> {
  // The staff guard sends a request without a session to the sign-in page.
  if (response.type === "opaqueredirect") {
    return { ok: false, status: 401, message: SESSION_ENDED, errors: {} };
  }
  const type = response.headers.get("content-type") ?? "";
  // Not JSON: a body too large (the page handler's plain-text 413) or a proxy's page.
  const body: Record<string, unknown> = type.startsWith("application/json")
    ? ((await response.json()) as Record<string, unknown>)
    : { message: type.startsWith("text/plain") ? await response.text() : undefined };
  if (response.ok) return { ok: true, status: response.status, body: body as Body };
  const message = typeof body.message === "string" && body.message ? body.message : UNEXPECTED;
  const errors =
    body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string>) : {};
  return { ok: false, status: response.status, message, errors };
}

/** Posts `fields` to a staff script route (the sign-in pages' passkey: no session, no token). */
export async function postToRoute<Body>(
  path: string,
  fields: Record<string, string | Blob>,
): Promise<ApiResult<Body>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    const response = await fetch(path, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
      redirect: "manual",
    });
    return await readAnswer<Body>(response);
  } catch {
    return { ok: false, status: null, message: NETWORK_ERROR_MESSAGE, errors: {} };
  }
}

/**
 * `postToRoute` for the pages inside the staff layout: adds the session's token and, with
 * `refresh`, runs the page's loaders again once the route has taken the change. The refresh is a
 * navigation to the same address (which revalidates, as `useRevalidator` would), built on hooks the
 * public pages already use: every React Router export only the staff area used would be kept in
 * the chunk every public page downloads.
 */
export function useRoutePost() {
  const csrfToken = useCsrfToken();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return async <Body = unknown>(
    path: string,
    fields: Record<string, string | Blob>,
    { refresh = false } = {},
  ): Promise<ApiResult<Body>> => {
    const result = await postToRoute<Body>(path, { ...fields, csrfToken });
    if (result.ok && refresh) {
      void navigate(`${pathname}${search}${hash}`, { replace: true, preventScrollReset: true });
    }
    return result;
  };
}
