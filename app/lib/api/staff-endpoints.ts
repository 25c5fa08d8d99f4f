/**
 * The staff workspace's entries of the endpoint table (`endpoints.ts` spreads them into
 * ENDPOINTS): only what needs JavaScript anyway, an image upload for the rich-text editor, a
 * passkey's WebAuthn steps; every other staff change is a route action (decision 0020), alerts
 * on a device a script route (decision 0035). Every one
 * needs a staff session (cookie), and every POST also the session's anti-forgery token in
 * `csrfToken` and a same-origin `Origin` header. Only the staff area's code imports these
 * entries, so none reaches a public page.
 */
import { STAFF_SECURITY_ENDPOINTS } from "./staff-security-endpoints";

export const STAFF_ENDPOINTS = {
  ...STAFF_SECURITY_ENDPOINTS,
};
