/** Browser-side calls to our own API, with every failure turned into something a form can show. */

export type ApiResult =
  | { ok: true; status: number; body: Record<string, unknown> }
  | {
      ok: false;
      /** null: the request never got an answer (offline, DNS, server down). */
      status: number | null;
      message: string;
      errors: Record<string, string>;
    };

export const NETWORK_ERROR_MESSAGE =
  "We could not reach the spa's website. Please check your connection and try again; what you typed is still here.";

const GENERIC_ERROR_MESSAGE =
  "Something went wrong on our side. Please try again in a minute, or call us.";

async function readAnswer(response: Response): Promise<ApiResult> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy error page, say): fall through with an empty body.
  }
  if (response.ok) return { ok: true, status: response.status, body };
  const message = typeof body.message === "string" ? body.message : GENERIC_ERROR_MESSAGE;
  const errors =
    body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string>) : {};
  return { ok: false, status: response.status, message, errors };
}

export async function postJson(path: string, payload: unknown): Promise<ApiResult> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    return await readAnswer(response);
  } catch {
    return { ok: false, status: null, message: NETWORK_ERROR_MESSAGE, errors: {} };
  }
}

export async function postForm(path: string, form: FormData): Promise<ApiResult> {
  try {
    return await readAnswer(await fetch(path, { method: "POST", body: form }));
  } catch {
    return { ok: false, status: null, message: NETWORK_ERROR_MESSAGE, errors: {} };
  }
}
