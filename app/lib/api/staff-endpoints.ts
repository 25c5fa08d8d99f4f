/**
 * The staff workspace's entries of the endpoint table (`endpoints.ts` spreads them into
 * ENDPOINTS). Every one needs a staff session (cookie), and every
 * POST also the session's anti-forgery token in `csrfToken` and a same-origin `Origin` header.
 * Only the staff area's code imports these entries, so none reaches a public page.
 */
import { z } from "zod/mini";
import { contentDiscardSchema, contentPublishSchema, contentSaveSchema } from "../staff/schemas";
import { messageSchema } from "./responses";
import { STAFF_SECURITY_ENDPOINTS } from "./staff-security-endpoints";
import type { Endpoint, ErrorAnswers } from "./endpoints";

const STAFF_ERRORS: ErrorAnswers = {
  "400": "Invalid input: `errors` maps each field to its message",
  "401": "No staff session, or it has ended: sign in again",
  "403": "Not allowed for this account's role, or a cross-site request (origin or token)",
  "415": "Not JSON",
  "503": "The database is briefly away",
};

const draftSaved = z.object({
  message: z.string(),
  revision: z.number(),
  /** The saved record's fingerprint: what the form sends as `seen` on its next save. */
  seen: z.string(),
});
const versionAnswer = z.object({ message: z.string(), version: z.number() });
const CONTENT_ERRORS: ErrorAnswers = {
  ...STAFF_ERRORS,
  "404": "No such record, or no such version",
  "409": "Someone saved this record meanwhile, or there is nothing to publish",
};

export const staffContentSave = {
  method: "post",
  path: "/staff/content/records/:record",
  summary:
    "Save one record of the draft (menus.3, salon, faqs.tattoo...); `seen` is its fingerprint as loaded",
  body: "json",
  request: contentSaveSchema,
  response: draftSaved,
  params: { record: "The record's address: a part, or part.index / part.key" },
  auth: "content",
  largeBody: true,
  captcha: false,
  errors: CONTENT_ERRORS,
} as const satisfies Endpoint;

export const staffContentPublish = {
  method: "post",
  path: "/staff/content/publish",
  summary: "Make the draft live on every app server, kept as a new version",
  body: "json",
  request: contentPublishSchema,
  response: versionAnswer,
  auth: "content",
  captcha: false,
  errors: CONTENT_ERRORS,
} as const satisfies Endpoint;

export const staffContentDiscard = {
  method: "post",
  path: "/staff/content/discard",
  summary: "Drop the draft",
  body: "json",
  request: contentDiscardSchema,
  response: messageSchema,
  auth: "content",
  captcha: false,
  errors: STAFF_ERRORS,
} as const satisfies Endpoint;

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
  staffContentSave,
  staffContentPublish,
  staffContentDiscard,
  staffImageUpload,
  ...STAFF_SECURITY_ENDPOINTS,
};
