/**
 * The alerts page's JSON entries (decision 0029): turning Web Push alerts on and off on this
 * device needs JavaScript anyway (the browser's Push API), like a passkey's WebAuthn steps. The
 * page's other changes (removing a listed device, quiet hours, a test alert) are its route action.
 */
import { z } from "zod/mini";
import { pushSubscribeSchema, pushUnsubscribeSchema } from "../staff/alerts";
import type { Endpoint, ErrorAnswers } from "./endpoints";

const ALERT_ERRORS: ErrorAnswers = {
  "400": "Invalid subscription: not an https push service with a public name, or malformed keys",
  "401": "No staff session, or it has ended: sign in again",
  "403": "A cross-site request (origin or token)",
  "409": "Alerts are already on on as many devices as a member may have",
  "415": "Not JSON",
  "503": "The database is briefly away",
};

const alerts = {
  method: "post",
  body: "json",
  auth: "staff",
  captcha: false,
  errors: ALERT_ERRORS,
} as const;

export const staffPushSubscribe = {
  ...alerts,
  path: "/staff/alerts/devices",
  summary:
    "Turn on new-lead alerts on this device: its PushSubscription (endpoint and keys); sent again, it updates that device",
  request: pushSubscribeSchema,
  response: z.object({ message: z.string() }),
} as const satisfies Endpoint;

export const staffPushUnsubscribe = {
  ...alerts,
  path: "/staff/alerts/devices/off",
  summary: "Turn off alerts on this device (its subscription's endpoint)",
  request: pushUnsubscribeSchema,
  response: z.object({ message: z.string() }),
} as const satisfies Endpoint;

export const STAFF_ALERT_ENDPOINTS = { staffPushSubscribe, staffPushUnsubscribe };
