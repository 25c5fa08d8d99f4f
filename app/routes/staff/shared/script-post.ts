/**
 * The staff pages' posts that need JavaScript anyway (decision 0036): a form posted with `fetch`
 * to a script route (a resource route with an action, behind the staff layout's middleware like
 * every staff form), its JSON answer turned into what the page shows.
 */
import type { ApiResult } from "~/lib/api-client";
import { NETWORK_ERROR_MESSAGE } from "~/lib/api-messages";

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

/** Posts `fields` (the session's `csrfToken` among them) to a staff script route. */
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
