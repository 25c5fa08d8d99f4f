/**
 * The staff workspace's entries of the endpoint table (`endpoints.ts` spreads them into
 * ENDPOINTS): only what needs JavaScript anyway, an image upload for the rich-text editor, a
 * passkey's WebAuthn steps; every other staff change is a route action (decision 0020), alerts
 * on a device a script route (decision 0035). Every one
 * needs a staff session (cookie), and every POST also the session's anti-forgery token in
 * `csrfToken` and a same-origin `Origin` header. Only the staff area's code imports these
 * entries, so none reaches a public page.
 */
import { z } from "zod/mini";
import { STAFF_SECURITY_ENDPOINTS } from "./staff-security-endpoints";
import type { Endpoint, ErrorAnswers } from "./endpoints";

const STAFF_ERRORS: ErrorAnswers = {
  "400": "Invalid input: `errors` maps each field to its message",
  "401": "No staff session, or it has ended: sign in again",
  "403": "Not allowed for this account's role, or a cross-site request (origin or token)",
  "415": "Not JSON",
  "503": "The database is briefly away",
};

const uploadedImage = z.object({
  message: z.string(),
  image: z.object({
    id: z.string(),
    width: z.number(),
    height: z.number(),
    alt: z.string(),
    src: z.string(),
    srcSet: z.string(),
  }),
});

export const staffImageUpload = {
  method: "post",
  path: "/staff/media",
  summary:
    "Upload an image for the site (JPEG, PNG, WebP or AVIF, recognized by content) in the field image, with its alt text in alt",
  body: "multipart",
  upload: "image",
  response: uploadedImage,
  auth: "content",
  captcha: false,
  errors: {
    ...STAFF_ERRORS,
    "400": "No image, not one of the four formats, damaged, or no alt text",
    "413": "Image too large (MEDIA_UPLOAD_MAX_BYTES)",
    "415": "Not multipart/form-data",
  },
} as const satisfies Endpoint;

export const STAFF_ENDPOINTS = {
  staffImageUpload,
  ...STAFF_SECURITY_ENDPOINTS,
};
