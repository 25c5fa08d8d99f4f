/**
 * The staff area's script routes (decision 0036): the few changes that need JavaScript anyway (a
 * passkey's WebAuthn steps, alerts on this device, an image upload) are resource routes whose
 * actions the page calls with `fetch`, after the same middleware as every staff form post. They
 * answer JSON: the body on success, `{ message, errors }` when refused, as the page shows it.
 */
import type {
  AppLoadContext,
  UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { z } from "zod/mini";
import { HttpError, isHttpError } from "~/server/api/http-errors.server";
import { SESSION_ENDED } from "./script-post";
import { checkForm, VALIDATION_MESSAGE } from "./form-data.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** React Router does not export the class at run time: its instances name their type. */
const isDataWithResponseInit = (error: unknown): error is DataWithResponseInit<unknown> =>
  (error as { type?: unknown } | null)?.type === "DataWithResponseInit";

/** Runs the action's work (a body, or a whole Response); a refusal of the services (HttpError) becomes its JSON answer. */
export async function scriptAnswer(work: () => Promise<unknown>): Promise<Response> {
  try {
    const answer = await work();
    // An answer that sets cookies (a sign-in) is built by its action.
    return answer instanceof Response ? answer : Response.json(answer, { headers: NO_STORE });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refused;
    if (!isHttpError(error)) throw error;
    return Response.json(
      { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: NO_STORE },
    );
  }
}

/**
 * A guard's `data(message, { status })` (requireContentEditor), which a resource route would
 * answer without its message, as the JSON the page shows.
 */
function refusalOf(error: unknown): Response | undefined {
  if (!isDataWithResponseInit(error) || typeof error.data !== "string") return undefined;
  const status = error.init?.status ?? 500;
  return Response.json({ message: error.data }, { status, headers: NO_STORE });
}

/** The fields checked by the form's schema; 400 with each field's message otherwise. */
export function checkedFields<S extends z.ZodMiniType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  const checked = checkForm(schema, fields);
  if (!checked.ok) throw new HttpError(400, VALIDATION_MESSAGE, checked.errors);
  return checked.value;
}

/** A form field holding JSON (the browser's WebAuthn answer); 400 if it is not JSON. */
export function jsonField(form: FormData, name: string): unknown {
  const value = form.get(name);
  try {
    return typeof value === "string" ? (JSON.parse(value) as unknown) : undefined;
  } catch {
    throw new HttpError(400, VALIDATION_MESSAGE, { [name]: "Not JSON." });
  }
}

/**
 * The signed-in member, a session that must still set up a second factor included (only the
 * security page's routes take one: the staff guard sends it nowhere else, decision 0018).
 */
export function sessionMember(context: AppLoadContext) {
  if (!context.staff) throw new HttpError(401, SESSION_ENDED);
  return context.staff;
}

/** A script route changes data only when posted to; any site's link could make a GET. */
export function postOnly(): never {
  throw new Response("Post to this address from the staff pages.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
}
