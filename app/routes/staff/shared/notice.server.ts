/**
 * The notice a staff action leaves for the page it redirects to ("Status changed to Contacted."):
 * a short-lived cookie, signed with a key derived from the session's own token, so only this
 * session's actions can write one and the page cannot be made to show someone else's text. The
 * staff layout's loader reads it once and clears it (decision 0020). Path=/ because React Router
 * reads the inbox's data at /staff.data, which a Path=/staff cookie does not reach.
 */
import { createHmac } from "node:crypto";
import { redirect } from "react-router";
import type { StaffIdentity } from "~/server/staff/sessions/sessions.server";
import { cookieValue } from "~/server/staff/sessions/http.server";
import { sameToken } from "~/server/staff/sessions/tokens.server";
import { landingAddress, landingOf } from "./landing";

const COOKIE = "staff_notice";
const MAX_TEXT = 300;
const MAX_COOKIE = 1200;

export type NoticeTone = "success" | "warning";
export interface StaffNotice {
  text: string;
  tone: NoticeTone;
  /** Tells two equal notices apart, so a repeated action shows its notice again. */
  id: string;
  /** The part of the page it belongs beside (`StaffForm`'s id); none: the top of the page. */
  at?: string;
}

const macOf = (identity: Pick<StaffIdentity, "token">, payload: string) =>
  createHmac("sha256", identity.token).update(`staff-notice:${payload}`).digest("base64url");

const secureFlag = (request: Request) =>
  new URL(request.url).protocol === "https:" ? "; Secure" : "";

export function noticeCookie(
  request: Request,
  identity: Pick<StaffIdentity, "token">,
  text: string,
  tone: NoticeTone = "success",
  at: string | null = null,
): string {
  const notice: StaffNotice = {
    text: text.slice(0, MAX_TEXT),
    tone,
    id: Date.now().toString(36),
    ...(at ? { at } : {}),
  };
  const payload = Buffer.from(JSON.stringify(notice)).toString("base64url");
  return `${COOKIE}=${payload}.${macOf(identity, payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${secureFlag(request)}`;
}

export const clearNoticeCookie = (request: Request) =>
  `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(request)}`;

/**
 * A redirect after a successful action, carrying its notice to the next page: back to the part
 * the form was posted from (`landing`, decision 0046), where the notice is drawn.
 */
export function redirectWithNotice(
  request: Request,
  identity: Pick<StaffIdentity, "token">,
  to: string,
  text: string,
  tone: NoticeTone = "success",
  landing: unknown = null,
) {
  const lands = landingAddress(to, landing, new URL(request.url).pathname);
  const cookie = noticeCookie(request, identity, text, tone, lands.at);
  return redirect(lands.to, { headers: { "Set-Cookie": cookie } });
}

/** This session's pending notice, if any (a forged or foreign one is ignored). */
export function readNotice(
  request: Request,
  identity: Pick<StaffIdentity, "token">,
): StaffNotice | null {
  const raw = cookieValue(request.headers.get("cookie"), COOKIE);
  if (!raw || raw.length > MAX_COOKIE) return null;
  const dot = raw.indexOf(".");
  if (dot < 0) return null;
  const payload = raw.slice(0, dot);
  if (!sameToken(raw.slice(dot + 1), macOf(identity, payload))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const { text, tone, id, at } = parsed as Record<string, unknown>;
    if (typeof text !== "string" || typeof id !== "string") return null;
    const part = landingOf(at);
    return {
      text: text.slice(0, MAX_TEXT),
      tone: tone === "warning" ? "warning" : "success",
      id: id.slice(0, 20),
      ...(part ? { at: part } : {}),
    };
  } catch {
    return null;
  }
}

/** Whether the request carries a notice cookie at all (then the loader clears it). */
export const hasNoticeCookie = (request: Request) =>
  cookieValue(request.headers.get("cookie"), COOKIE) !== undefined;
