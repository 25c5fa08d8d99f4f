/**
 * The owner's preview of unpublished changes: a cookie that makes public pages, for a signed-in
 * owner only, render the draft instead of the live content. It is set by /staff/content/preview
 * and lasts a quarter of an hour, so a forgotten preview does not linger.
 */
import { decisionPath, hasDotSegmentOrBackslash } from "../site/paths";

export const PREVIEW_COOKIE = "staff_preview";
export const PREVIEW_SECONDS = 900;

export function previewCookieHeader(secure: boolean): string {
  return `${PREVIEW_COOKIE}=draft; Path=/; Max-Age=${PREVIEW_SECONDS}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** Whether a Cookie header asks for the preview (the session decides whether it is granted). */
export function wantsPreview(cookieHeader: string | undefined): boolean {
  if (!cookieHeader || cookieHeader.length > 8192) return false;
  return cookieHeader.split(";").some((part) => part.trim() === `${PREVIEW_COOKIE}=draft`);
}

/**
 * A public page's address: nothing else (no other site, no staff page, no API answer) is framed
 * here. Checked on the address as the browser will resolve it, and rebuilt from that.
 */
export function previewPath(raw: string | null): string {
  if (!raw || raw.length > 200 || !raw.startsWith("/") || hasDotSegmentOrBackslash(raw)) return "/";
  let url: URL;
  try {
    url = new URL(raw, "http://preview.invalid");
  } catch {
    return "/";
  }
  const decided = decisionPath(url.pathname);
  const reserved = ["/staff", "/api", "/healthz", "/readyz"].some(
    (prefix) =>
      decided === prefix || decided.startsWith(`${prefix}/`) || decided.startsWith(`${prefix}.`),
  );
  if (url.host !== "preview.invalid" || reserved) return "/";
  return `${url.pathname}${url.search}`;
}
