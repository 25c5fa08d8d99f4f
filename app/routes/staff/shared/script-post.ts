/**
 * The staff pages' posts that need JavaScript anyway (decision 0036): a form posted with `fetch`
 * to a script route (a resource route with an action, behind the staff layout's middleware like
 * every staff form), its JSON answer turned into what the page shows. A download posted with
 * JavaScript (the Google Ads file, decision 0042) comes back as a `RouteFile` for `saveFile`.
 */
import { useLocation, useNavigate } from "react-router";
import type { ApiResult } from "~/lib/api/client";
import { NETWORK_ERROR_MESSAGE } from "~/lib/api/messages";
import { useCsrfToken } from "./form-kit";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";
const UNEXPECTED = "Something went wrong. Reload the page and try again.";

/** A route's answer that is a file to save (`downloadResponse`): its name and its text. */
export type RouteFile = { file: { name: string; text: string } };

/** The name of a file the answer is (Content-Disposition: attachment), or null when it is none. */
function attachmentName(response: Response): string | null {
  const header = (response.headers.get("content-disposition") ?? "").slice(0, 300);
  if (!header.startsWith("attachment")) return null;
  return /filename="([\w.-]{1,100})"/.exec(header)?.[1] ?? "download";
}

async function readAnswer<Body>(response: Response): Promise<ApiResult<Body>> {
  // The staff guard sends a request without a session to the sign-in page.
  if (response.type === "opaqueredirect") {
    return { ok: false, status: 401, message: SESSION_ENDED, errors: {} };
  }
  const name = response.ok ? attachmentName(response) : null;
  if (name !== null) {
    const file: RouteFile = { file: { name, text: await response.text() } };
    return { ok: true, status: response.status, body: file as Body };
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
 * the chunk every public page downloads. The address loses its fragment: React Router takes a
 * navigation to the same address and fragment for a jump within the page and runs no loader.
 */
export function useRoutePost() {
  const csrfToken = useCsrfToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async <Body = unknown>(
    path: string,
    fields: Record<string, string | Blob>,
    { refresh = false } = {},
  ): Promise<ApiResult<Body>> => {
    const result = await postToRoute<Body>(path, { ...fields, csrfToken });
    if (result.ok && refresh) {
      void navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
    }
    return result;
  };
}

/** Hands a file a route answered to the browser, saved under its name as a download would be. */
export function saveFile({ name, text }: RouteFile["file"], type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
