/**
 * The owner's preview of unpublished changes: a cookie that makes public pages, for a signed-in
 * owner only, render the draft instead of the live content. It is set by /staff/content/preview
 * and lasts a quarter of an hour, so a forgotten preview does not linger.
 */
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
