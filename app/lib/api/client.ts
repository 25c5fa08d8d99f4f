/**
 * Browser-side calls to our own API, addressed by entries of the endpoint table
 * (`lib/api/endpoints.ts`), with every failure turned into something a form can show.
 */
import type { z } from "zod/mini";
import { apiUrl, type Endpoint } from "./endpoints";
import { NETWORK_ERROR_MESSAGE, networkFailure } from "./messages";

export type ApiResult<Body = Record<string, unknown>> =
  | { ok: true; status: number; body: Body }
  | {
      ok: false;
      /** null: the request never got an answer (offline, DNS, server down). */
      status: number | null;
      message: string;
      errors: Record<string, string>;
    };

/** An endpoint that takes a JSON body described by its request schema. */
export type JsonEndpoint = Endpoint & { body: "json"; request: z.ZodMiniType };
export type RequestOf<E extends JsonEndpoint> = z.input<E["request"]>;
export type AnswerOf<E extends Endpoint> = z.output<E["response"]>;

export { NETWORK_ERROR_MESSAGE };

export const GENERIC_ERROR_MESSAGE =
  "Something went wrong on our side. Please try again in a minute, or call us.";

async function readAnswer<Body>(response: Response): Promise<ApiResult<Body>> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy error page, say): fall through with an empty body.
  }
  // Our API's answers have the shape its table declares; the server's contract test checks it.
  if (response.ok) return { ok: true, status: response.status, body: body as Body };
  const message = typeof body.message === "string" ? body.message : GENERIC_ERROR_MESSAGE;
  const errors =
    body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string>) : {};
  return { ok: false, status: response.status, message, errors };
}

async function call<Body>(path: string, init: RequestInit): Promise<ApiResult<Body>> {
  try {
    return await readAnswer<Body>(await fetch(path, init));
  } catch {
    return networkFailure();
  }
}

/** POSTs a JSON body to a table entry. */
export function submitJson<E extends JsonEndpoint>(
  endpoint: E,
  payload: RequestOf<E>,
): Promise<ApiResult<AnswerOf<E>>> {
  return call(apiUrl(endpoint), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
}

/** POSTs multipart form data (a file upload) to a table entry. */
export function submitFormData<E extends Endpoint & { body: "multipart" }>(
  endpoint: E,
  form: FormData,
): Promise<ApiResult<AnswerOf<E>>> {
  return call(apiUrl(endpoint), { method: "POST", body: form });
}
