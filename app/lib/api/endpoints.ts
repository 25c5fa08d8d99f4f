/**
 * The public half of THE endpoint table (`table.ts` joins the staff area's): every endpoint
 * declared once, with its method, path, request and response schemas, rate-limit class and whether it needs a solved captcha. The
 * Express router (`server/api/router.server.ts`), the OpenAPI document
 * (`server/api/openapi.server.ts`), the response types (`lib/api/types.ts`) and the browser's
 * API client (`lib/api/client.ts`) all read it; nothing else spells a path or a shape.
 *
 * A new lead endpoint is one entry made with `leadEndpoint` and its request schema in
 * `lib/forms/schemas.ts`; the router stores it with the lead service and OpenAPI describes it.
 */
import { z } from "zod/mini";
import { TREATMENT_KEYS, type TreatmentKey } from "./types";
import { BEACON_PATH } from "../tracking/funnel";
import type { LeadFormKind } from "../leads/vocabulary";
import {
  beaconSchema,
  careerApplicationSchema,
  consultationLeadSchema,
  contactEnquirySchema,
  reviewsQuerySchema,
  treatmentLeadSchema,
  type CareerApplication,
  type ConsultationLead,
  type ContactEnquiry,
  type TreatmentLead,
} from "../forms/schemas";
import {
  blogPostSchema,
  captchaChallengeSchema,
  faqSetSchema,
  galleryItemSchema,
  menuCategorySchema,
  messageSchema,
  promoImageSchema,
  reviewsPageSchema,
  reviewsSummarySchema,
  salonRecordSchema,
  subMenuItemSchema,
  uploadAnswerSchema,
} from "./responses";

/**
 * Per-IP limits (`RATE_LIMIT_*`): forms and uploads, other POSTs, captcha challenges, the funnel's
 * beacons (in each server's memory). The staff sign-in counts its own (signIn.countAddress).
 */
export type RateLimitClass = "forms" | "posts" | "challenges" | "beacons";

/** What each kind of lead (`lib/leads/vocabulary.ts`) stores; a kind without its input fails here. */
interface KindInputs {
  contact: ContactEnquiry;
  career: CareerApplication;
  treatment: TreatmentLead;
  consultation: ConsultationLead;
  consultation_ipl: ConsultationLead;
}
/** What the lead service stores a lead endpoint as. Consultation kinds are `consultation_lead.form`. */
export type LeadInputs = Pick<KindInputs, LeadFormKind>;

/** Client errors an endpoint may answer, each with what it means there. */
export type ErrorAnswers = Partial<
  Record<"400" | "401" | "403" | "404" | "409" | "413" | "414" | "415" | "429" | "503", string>
>;

export interface Endpoint {
  method: "get" | "post";
  /** Under /api, Express style (`:name` for a path parameter). */
  path: string;
  summary: string;
  /**
   * How the request carries its data. A `beacon` is JSON sent by `navigator.sendBeacon` as
   * text/plain (or application/json), at most BEACON_MAX_BYTES.
   */
  body: "none" | "json" | "multipart" | "beacon" | "twilio";
  /** The JSON body's schema (the one the form validates with too). */
  request?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Path parameters: name -> description (whole numbers). */
  params?: Record<string, string>;
  rateLimit?: RateLimitClass;
  /** Needs a solved captcha in the body's `captcha` field, accepted once. */
  captcha: boolean;
  /** Public content: shared caches may keep it for CONTENT_CACHE_SECONDS. */
  publicContent?: boolean;
  /** Stored by the lead service as this kind; such endpoints need no handler of their own. */
  lead?: LeadFormKind;
  /** Answered 204 with no body (the beacon: nothing for the page to read). */
  noContent?: true;
  /** Answered with TwiML (text/xml), the handler's string: Twilio's webhooks. */
  twiml?: true;
  errors: ErrorAnswers;
}

const LEAD_ERRORS: ErrorAnswers = {
  "400": "Invalid input or captcha: `errors` maps each field to its message",
  "413": "Body too large",
  "415": "Not JSON",
  "429": "Too many forms from this address",
  "503": "Not stored just now; try again",
};

// @__NO_SIDE_EFFECTS__
function content(path: string, summary: string, response: z.ZodMiniType) {
  return {
    method: "get",
    path,
    summary,
    body: "none",
    response,
    captcha: false,
    publicContent: true,
    errors: { "503": "Briefly unavailable" },
  } as const satisfies Endpoint;
}

/** A lead form's endpoint: its request schema must produce what the lead kind stores. */
// @__NO_SIDE_EFFECTS__
export function leadEndpoint<K extends LeadFormKind>(
  lead: K,
  path: string,
  summary: string,
  request: z.ZodMiniType<LeadInputs[K]>,
) {
  return {
    method: "post",
    path,
    summary,
    body: "json",
    request,
    response: messageSchema,
    rateLimit: "forms",
    captcha: true,
    lead,
    errors: LEAD_ERRORS,
  } as const satisfies Endpoint;
}

const TREATMENT_PATH: Record<TreatmentKey, string> = {
  melasma: "Melasma",
  laser: "Laser",
  tattoo: "Tattoo",
  intense: "Intense",
};

type TreatmentEndpoints = {
  [K in TreatmentKey as `faq_${K}` | `gallery_${K}`]: ReturnType<typeof content>;
};

// @__NO_SIDE_EFFECTS__
function treatmentEndpoints(): TreatmentEndpoints {
  const entries = TREATMENT_KEYS.flatMap((key) => [
    [`faq_${key}`, content(`/faq${TREATMENT_PATH[key]}`, `FAQ for ${key}`, faqSetSchema)],
    [
      `gallery_${key}`,
      content(`/gallery${TREATMENT_PATH[key]}`, `Gallery for ${key}`, z.array(galleryItemSchema)),
    ],
  ]);
  return Object.fromEntries(entries) as TreatmentEndpoints;
}

// The endpoints the browser calls, exported one by one so that a form bundles only its own.

export const captchaChallenge = {
  method: "get",
  path: "/captcha/challenge",
  summary: "A fresh ALTCHA proof-of-work challenge for the lead forms",
  body: "none",
  response: captchaChallengeSchema,
  rateLimit: "challenges",
  captcha: false,
  errors: {
    "404": "The site is configured for reCAPTCHA",
    "429": "Too many challenges from this address",
  },
} as const satisfies Endpoint;

export const contactEnquiry = leadEndpoint(
  "contact",
  "/contactdata",
  "Contact inquiry",
  contactEnquirySchema,
);

export const careerApplication = leadEndpoint(
  "career",
  "/careerdata",
  "Career application (url from the resume upload)",
  careerApplicationSchema,
);

export const treatmentLead = leadEndpoint(
  "treatment",
  "/LadingFormdata",
  "Treatment lead (combined ads page)",
  treatmentLeadSchema,
);

export const tattooConsultation = leadEndpoint(
  "consultation",
  "/LadingFormdataConsultation",
  "Tattoo-removal consultation lead",
  consultationLeadSchema,
);

export const iplConsultation = leadEndpoint(
  "consultation_ipl",
  "/LadingFormdataConsultationIPL",
  "IPL consultation lead",
  consultationLeadSchema,
);

export const resumeUpload = {
  method: "post",
  path: "/wswebsiteinfo/uploadFilesFromWebsites",
  summary: "Upload a resume (PDF, DOC or DOCX, recognized by content) in the field file_upload",
  body: "multipart",
  response: uploadAnswerSchema,
  rateLimit: "forms",
  captcha: false,
  errors: {
    "400": "No file, or not a well-formed PDF, DOC or DOCX",
    "413": "File too large",
    "415": "Not multipart/form-data",
    "429": "Too many uploads from this address",
    "503": "Uploads are paused (storage ceiling) or the database is away",
  },
} as const satisfies Endpoint;

/**
 * The funnel's beacon (decision 0031): a page view, a form's first touch or a tap on the number.
 * Refused from another site's page, and limited per address in memory (decision 0033: a database
 * write per beacon would cost more than the count); bodies are tiny, bots are left out, and
 * writes are batched.
 */
export const funnelEvent = {
  method: "post",
  path: BEACON_PATH.slice("/api".length),
  summary: "Count a page view, a form start or a tap on the phone number (no cookie, no IP kept)",
  body: "beacon",
  request: beaconSchema,
  response: z.null(),
  noContent: true,
  rateLimit: "beacons",
  captcha: false,
  errors: {
    "400": "Not JSON, or an unknown event",
    "403": "Sent from another site's page (Origin or Sec-Fetch-Site)",
    "413": "Body over 2 KB",
    "415": "Not text/plain or application/json",
    "429": "Too many events from this address",
  },
} as const satisfies Endpoint;

/** The public entries; `table.ts` adds the staff area's to make THE table. */
export const PUBLIC_ENDPOINTS = {
  salon: content(
    "/homewebsettings",
    "Salon record, social links and website settings",
    salonRecordSchema,
  ),
  menus: content("/wsmenu", "Menu categories", z.array(menuCategorySchema)),
  subMenu: {
    method: "get",
    path: "/menuactionssub/:menuId",
    summary: "Sub-menu items of a category",
    body: "none",
    params: { menuId: "The category's menu_id" },
    response: z.array(subMenuItemSchema),
    captcha: false,
    publicContent: true,
    errors: {
      "400": "menuId is not a whole number",
      "404": "No such menu",
      "503": "Briefly unavailable",
    },
  },
  memberships: content("/membershipData", "Membership items", z.array(subMenuItemSchema)),
  specials: content("/wsspecials", "Specials", z.array(promoImageSchema)),
  popups: content("/webpopup", "Pop-up images", z.array(promoImageSchema)),
  reviewsSummary: content(
    "/wsreviews",
    "Review highlights and the average rating",
    reviewsSummarySchema,
  ),
  reviewsPage: {
    method: "post",
    path: "/wsreviewsPost",
    summary: "A page of reviews (limit capped at 50)",
    body: "json",
    request: reviewsQuerySchema,
    response: reviewsPageSchema,
    rateLimit: "posts",
    captcha: false,
    errors: {
      "400": "Invalid paging",
      "404": "Unknown salon_id",
      "415": "Not JSON",
      "429": "Too many requests from this address",
      "503": "Briefly unavailable",
    },
  },
  blogPosts: content("/blogSalonData", "Blog posts, newest first", z.array(blogPostSchema)),
  ...treatmentEndpoints(),
  captchaChallenge,
  contactEnquiry,
  careerApplication,
  treatmentLead,
  tattooConsultation,
  iplConsultation,
  resumeUpload,
  funnelEvent,
  openApi: {
    method: "get",
    path: "/openapi.json",
    summary: "This API's OpenAPI 3 description",
    body: "none",
    response: z.record(z.string(), z.unknown()),
    captcha: false,
    publicContent: true,
    errors: {},
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointTable = Record<string, Endpoint>;

/** `/menuactionssub/:menuId` -> `/menuactionssub/{menuId}` (OpenAPI's spelling). */
export function openApiPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? `{${segment.slice(1)}}` : segment))
    .join("/");
}

/** The browser-side URL of an endpoint without path parameters. */
export const apiUrl = (endpoint: Pick<Endpoint, "path">) => `/api${endpoint.path}`;

/** The entry with its path parameters filled in, for the browser's client (`:leadId` -> a UUID). */
export function withParams<E extends Endpoint>(endpoint: E, params: Record<string, string>): E {
  const path = endpoint.path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? encodeURIComponent(params[segment.slice(1)] ?? "") : segment,
    )
    .join("/");
  return { ...endpoint, path };
}
