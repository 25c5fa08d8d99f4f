/**
 * The staff workspace's entries of the endpoint table (`endpoints.ts` spreads them into
 * ENDPOINTS). Every one but sign-in and set-password needs a staff session (cookie), and every
 * POST also the session's anti-forgery token in `csrfToken` and a same-origin `Origin` header.
 * Only the staff area's code imports these entries, so none reaches a public page.
 */
import { z } from "zod/mini";
import {
  accountActionSchema,
  contentAccessSchema,
  contentDiscardSchema,
  contentPublishSchema,
  contentRestoreSchema,
  contentSaveSchema,
  inviteSchema,
  notificationEmailSchema,
  setPasswordSchema,
} from "../staff/schemas";
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

const accountAnswer = z.object({
  message: z.string(),
  /** The one-time set-password link, for the owner to hand over if no e-mail is configured. */
  setPasswordUrl: z.optional(z.string()),
});

const ACCOUNT_ID = { accountId: "The staff account's id (a UUID)" };

export const staffSetPassword = {
  method: "post",
  path: "/staff/set-password",
  summary: "Choose a password with a one-time set-password link's token",
  body: "json",
  request: setPasswordSchema,
  response: messageSchema,
  rateLimit: "signIn",
  auth: "none",
  captcha: false,
  errors: {
    "400": "Invalid input, a password that is too short or too common, or a used or expired link",
    "403": "A cross-site request",
    "415": "Not JSON",
    "429": "Too many attempts from this address",
    "503": "The database is briefly away",
  },
} as const satisfies Endpoint;

export const staffInvite = {
  method: "post",
  path: "/staff/accounts",
  summary: "Create a staff account and its set-password link (owners only)",
  body: "json",
  request: inviteSchema,
  response: accountAnswer,
  auth: "owner",
  captcha: false,
  errors: { ...STAFF_ERRORS, "409": "An account with this e-mail exists" },
} as const satisfies Endpoint;

export const staffDisable = {
  method: "post",
  path: "/staff/accounts/:accountId/disable",
  summary: "Disable an account and end its sessions (owners only)",
  body: "json",
  request: accountActionSchema,
  response: messageSchema,
  params: ACCOUNT_ID,
  auth: "owner",
  captcha: false,
  errors: { ...STAFF_ERRORS, "404": "No such account", "409": "The last active owner" },
} as const satisfies Endpoint;

export const staffResetPassword = {
  method: "post",
  path: "/staff/accounts/:accountId/reset-password",
  summary: "A new set-password link for an account; its sessions end (owners only)",
  body: "json",
  request: accountActionSchema,
  response: accountAnswer,
  params: ACCOUNT_ID,
  auth: "owner",
  captcha: false,
  errors: { ...STAFF_ERRORS, "404": "No such account" },
} as const satisfies Endpoint;

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

export const staffContentRestore = {
  method: "post",
  path: "/staff/content/restore",
  summary:
    "Put one record, as it was in an earlier version, into the draft (publish makes it live)",
  body: "json",
  request: contentRestoreSchema,
  response: z.object({ message: z.string(), revision: z.number() }),
  auth: "content",
  captcha: false,
  errors: CONTENT_ERRORS,
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

export const staffContentAccess = {
  method: "post",
  path: "/staff/content/access",
  summary: "The owners' choice: whether members with the staff role may edit and publish content",
  body: "json",
  request: contentAccessSchema,
  response: messageSchema,
  auth: "owner",
  captcha: false,
  errors: STAFF_ERRORS,
} as const satisfies Endpoint;

export const staffNotificationEmail = {
  method: "post",
  path: "/staff/settings/notification-email",
  summary: "The owners' setting: the address new leads are e-mailed to (MAIL_TO overrides it)",
  body: "json",
  request: notificationEmailSchema,
  response: messageSchema,
  auth: "owner",
  captcha: false,
  errors: STAFF_ERRORS,
} as const satisfies Endpoint;

export const STAFF_ENDPOINTS = {
  staffNotificationEmail,
  staffSetPassword,
  staffInvite,
  staffDisable,
  staffResetPassword,
  staffContentSave,
  staffContentPublish,
  staffContentDiscard,
  staffContentRestore,
  staffContentAccess,
  staffImageUpload,
  ...STAFF_SECURITY_ENDPOINTS,
};
