/**
 * Every table but the funnel's (funnel-schema.server.ts, decision 0031). `npm run db:generate`
 * writes a migration to drizzle/ from this file; the server applies it at start. Its SQL stays
 * within what PostgreSQL 15 (the server tested here) and PGlite (PostgreSQL 18) share.
 *   content (SPEC.md 3)  salon (hours as `opening_hours`, 0021), website_setting, menu, sub_menu,
 *                        review, promo_image, faq, landing_faq, gallery_item, blog_post
 *   content editing      content_state (version), content_draft, content_release (0012)
 *   images               media_image, media_variant: uploads and their WebP copies
 *   leads                lead (every kind, 0050; -> uploaded_file), lead_campaign (0030), lead_reply,
 *                        acknowledgement_mark, mail_outbox (0029)
 *   review requests      review_request, review_stop (0044)
 *   text messages        text_message (a lead's thread), text_stop, missed_call_mark,
 *                        provider_event (webhook ids taken once) (0057)
 *   shared guards        captcha_solution (replay, 0003), rate_limit_hit (counts of all servers)
 *   staff                staff_user, staff_session, staff_token, staff_event (history, audit),
 *                        staff_totp, staff_passkey, staff_passkey_challenge, staff_recovery_code,
 *                        staff_pending_sign_in (0011, 0018), push_subscription, staff_alert_setting,
 *                        staff_kept_form (a post kept across an ended session, 0045)
 *   settings, secrets    owner_setting (one zod schema per key), app_secret
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WeeklyHours } from "../../lib/display/opening-hours";
import {
  CONSULTATION_FORMS,
  FIRST_RESPONSE_CHANNELS,
  LEAD_KINDS,
  LEAD_STATUSES,
  OUTBOX_PURPOSES,
  type FirstResponseChannel,
  type LeadKind,
  type LeadStatus,
  type OutboxPurpose,
} from "../../lib/leads/vocabulary";
import { TEXT_STATES, type TextState } from "../../lib/texts/words";
import {
  TEXT_DIRECTIONS,
  TEXT_ORIGINS,
  type TextDirection,
  type TextOrigin,
} from "../../lib/texts/vocabulary";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK that a column holds one of a vocabulary's words (`lib/leads/vocabulary.ts`): the same
 * SQL text as the list written out, so the migrations see no change. The words are constants of
 * the code, never input.
 */
const oneOf = (column: unknown, words: readonly string[]) =>
  sql`${column} in (${sql.raw(words.map((word) => `'${word}'`).join(", "))})`;

// ---------------------------------------------------------------- content (SPEC.md 3)

/** The shared salon record: one row (id 1) holding salon_info, its config and socialmoduleinfo. */
export const salon = pgTable(
  "salon",
  {
    id: integer("id").primaryKey().default(1),
    salonName: text("salon_name").notNull(),
    salonAddress: text("salon_address").notNull(),
    salonCity: text("salon_city").notNull(),
    salonState: text("salon_state").notNull(),
    salonZip: text("salon_zip").notNull(),
    salonContactNo: text("salon_contact_no").notNull(),
    salonEmailId: text("salon_email_id").notNull(),
    /** The weekly hours table (decision 0021); null only in a row from before it. */
    openingHours: jsonb("opening_hours").$type<WeeklyHours>(),
    /** The hours text before the table: read once into it at start, then always null. */
    configHours: text("config_hours"),
    configEmailid: text("config_emailid").notNull(),
    configAboutus: text("config_aboutus").notNull(),
    instagramUrl: text("instagram_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    youtubeUrl: text("youtube_url").notNull().default(""),
    yelpReviews: text("yelp_reviews").notNull().default(""),
    googlePlusUrl: text("google_plus_url").notNull().default(""),
    pinterestUrl: text("pinterest_url").notNull().default(""),
  },
  (t) => [check("salon_single_row", sql`${t.id} = 1`)],
);

/** website_settings: named rich-HTML fragments (banners, policies, treatment content). */
export const websiteSetting = pgTable("website_setting", {
  name: text("name").primaryKey(),
  html: text("html").notNull(),
});

export const menu = pgTable("menu", {
  menuId: serial("menu_id").primaryKey(),
  menuTitle: text("menu_title").notNull(),
  menuDescription: text("menu_description").notNull().default(""),
  alternateImage: text("alternate_image").notNull().default(""),
  alternateImageTwo: text("alternate_image_two").notNull().default(""),
  menuAttachment: text("menu_attachment").notNull().default(""),
  position: integer("position").notNull(),
});

export const subMenu = pgTable(
  "sub_menu",
  {
    subMenuId: serial("sub_menu_id").primaryKey(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menu.menuId, { onDelete: "cascade" }),
    subMenuTitle: text("sub_menu_title").notNull(),
    subMenuDescription: text("sub_menu_description").notNull().default(""),
    subMenuPrice: text("sub_menu_price").notNull().default(""),
    subMenuFile: text("sub_menu_file").notNull().default(""),
    /** Kept for later but not shown on the site. */
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [index("sub_menu_menu_idx").on(t.menuId, t.position)],
);

export const review = pgTable(
  "review",
  {
    reviewId: serial("review_id").primaryKey(),
    reviewerName: text("reviewer_name").notNull(),
    rating: smallint("rating").notNull(),
    reviewDescription: text("review_description").notNull(),
    reviewSource: text("review_source").notNull(),
    reviewDate: date("review_date", { mode: "string" }).notNull(),
    /** Kept but not shown, nor counted in the rating. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [
    check("review_rating_range", sql`${t.rating} between 1 and 5`),
    index("review_date_idx").on(t.reviewDate),
  ],
);

/** Specials and popup images share a shape; `kind` tells them apart. */
export const promoImage = pgTable(
  "promo_image",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    specialsImageNew: text("specials_image_new").notNull(),
    /** The first and last day (in the spa's time zone) it is shown; null means no limit. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    position: integer("position").notNull(),
  },
  (t) => [check("promo_image_kind", sql`${t.kind} in ('special', 'popup')`)],
);

export const treatments = ["melasma", "laser", "tattoo", "intense"] as const;
export type Treatment = (typeof treatments)[number];
const treatmentCheck = (column: unknown) =>
  sql`${column} in ('melasma', 'laser', 'tattoo', 'intense')`;

export const faq = pgTable(
  "faq",
  {
    faqId: serial("faq_id").primaryKey(),
    treatment: text("treatment").$type<Treatment>().notNull(),
    questions: text("questions").notNull(),
    answers: text("answers").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [check("faq_treatment", treatmentCheck(t.treatment))],
);

/** The paid-ads landing pages' FAQs (`landingFaqs` in the content files), per ads page. */
export const landingPages = ["tattoo", "ipl"] as const;
export type LandingFaqPage = (typeof landingPages)[number];
export const landingFaq = pgTable(
  "landing_faq",
  {
    id: serial("id").primaryKey(),
    page: text("page").$type<LandingFaqPage>().notNull(),
    questions: text("questions").notNull(),
    answers: text("answers").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [check("landing_faq_page", sql`${t.page} in ('tattoo', 'ipl')`)],
);

export const galleryItem = pgTable(
  "gallery_item",
  {
    galleryId: serial("gallery_id").primaryKey(),
    treatment: text("treatment").$type<Treatment>().notNull(),
    galleryTitle: text("gallery_title").notNull(),
    galleryImage: text("gallery_image").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [check("gallery_item_treatment", treatmentCheck(t.treatment))],
);

export const blogPost = pgTable("blog_post", {
  postId: serial("post_id").primaryKey(),
  postTitle: text("post_title").notNull(),
  postDate: date("post_date", { mode: "string" }).notNull(),
  postImage: text("post_image").notNull().default(""),
  postDescription: text("post_description").notNull(),
  pageTitle: text("page_title").notNull().default(""),
  metaDesc: text("meta_desc").notNull().default(""),
  metaKey: text("meta_key").notNull().default(""),
});

/**
 * One row: the content version, bumped (with a notification to every app server) by each change
 * of content in the transaction that makes it (content/changes.server.ts).
 */
export const contentState = pgTable("content_state", {
  id: smallint("id").primaryKey(),
  version: integer("version").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The owners' choice: members with the `staff` role may edit and publish content too. */
  staffMayEdit: boolean("staff_may_edit").notNull().default(false),
});

/**
 * Staff's unpublished changes: one draft of the whole content (the file layout of
 * content/files.server.ts), shared by every staff member; `revision` counts its saves.
 */
export const contentDraft = pgTable("content_draft", {
  id: smallint("id").primaryKey(),
  content: jsonb("content").notNull(),
  revision: integer("revision").notNull(),
  /** The content version the draft started from. */
  baseVersion: integer("base_version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});

/** Every published content, kept whole: the history of each record and what a restore brings back. */
export const contentRelease = pgTable("content_release", {
  version: integer("version").primaryKey(),
  content: jsonb("content").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null for the operator's imports and the demo seed. */
  publishedBy: uuid("published_by"),
  summary: text("summary").notNull().default(""),
});

/**
 * Images the staff upload for the site, kept in the database so that every app server serves them
 * and a backup of the database holds them: the original, and WebP copies at the widths the pages
 * use (`media_variant`), served at /media/u/<id>/<width>.webp with long caching.
 */
export const mediaImage = pgTable("media_image", {
  id: uuid("id").primaryKey().defaultRandom(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: text("alt").notNull(),
  sha256: text("sha256").notNull(),
  original: bytea("original").notNull(),
  createdAt: createdAt(),
  createdBy: uuid("created_by"),
});

export const mediaVariant = pgTable(
  "media_variant",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImage.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

// ---------------------------------------------------------------- leads

export const uploadedFile = pgTable("uploaded_file", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The visitor's file name with the `resume_` prefix; metadata only, never used as a path. */
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  content: bytea("content").notNull(),
  createdAt: createdAt(),
});

/**
 * Every lead, whatever form sent it (decision 0050): the workflow's columns once, `kind` the form
 * (`lib/leads/vocabulary.ts`), and the few fields only some forms ask in their own nullable
 * columns, which the `lead_fields` check ties to the kinds that have them. The ids kept their
 * values when the three tables of before became this one (migration 0020).
 */
export const lead = pgTable(
  "lead",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<LeadKind>().notNull(),
    /** The whole name on a form that asks one name (contact), else the first name. */
    firstName: text("first_name").notNull(),
    /** Null on a form that asks one name (contact). */
    lastName: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Contact inquiries only. */
    subject: text("subject"),
    /** Contact inquiries and career applications. */
    message: text("message"),
    /** The ads pages' forms only, and there optional. */
    treatment: text("treatment"),
    /**
     * A career application's own upload (one application per upload, so deleting one never
     * strands or blocks another); null once the retention rule deleted the resume.
     */
    resumeId: uuid("resume_id").references(() => uploadedFile.id),
    sourcePage: text("source_page").notNull().default(""),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** Bumped by every status change: a change made against an older version is refused. */
    version: integer("version").notNull().default(0),
    /** When the retention rule cleared the personal fields (only kind, dates, status, page stay). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /** When staff first answered (decision 0029): a reply, a logged call or text, or a status past New. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseChannel: text("first_response_channel").$type<FirstResponseChannel>(),
    /**
     * The phone as texts need it (E.164), set when the lead is stored and the number is a valid
     * US one; null otherwise and once anonymised. Incoming texts find their lead by it.
     */
    textNumber: text("text_number"),
    /** The version of the consent words the visitor ticked (`lib/texts/consent.ts`), or null. */
    textConsentVersion: text("text_consent_version"),
    textConsentAt: timestamp("text_consent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_kind", oneOf(t.kind, LEAD_KINDS)),
    check("lead_status", oneOf(t.status, LEAD_STATUSES)),
    check("lead_first_response", oneOf(t.firstResponseChannel, FIRST_RESPONSE_CHANNELS)),
    check(
      "lead_fields",
      sql`(${t.lastName} is null) = (${t.kind} in ('contact', 'missed_call'))
        and (${t.subject} is not null) = (${t.kind} = 'contact')
        and (${t.message} is not null) = (${t.kind} in ('contact', 'career'))
        and (${t.resumeId} is null or ${t.kind} = 'career')
        and (${t.treatment} is null or ${oneOf(t.kind, CONSULTATION_FORMS)})`,
    ),
    index("lead_created_idx").on(t.createdAt, t.id),
    index("lead_kind_idx").on(t.kind, t.createdAt, t.id),
    index("lead_status_idx").on(t.status, t.createdAt),
    uniqueIndex("lead_resume_idx").on(t.resumeId),
    index("lead_text_number_idx").on(t.textNumber, t.createdAt),
    check(
      "lead_text_consent",
      sql`(${t.textConsentVersion} is null) = (${t.textConsentAt} is null)`,
    ),
  ],
);

/** A reference to a lead that goes with it. */
const leadRef = () =>
  uuid("lead_id")
    .notNull()
    .references(() => lead.id, { onDelete: "cascade" });

// ---------------------------------------------------------------- server secrets and captcha

/** Secrets generated on first start and shared by every app server on this database. */
export const appSecret = pgTable("app_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Accepted captcha solutions, kept until they expire so that a replay is refused on any server. */
export const captchaSolution = pgTable(
  "captcha_solution",
  {
    key: text("key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_solution_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- lead notification outbox

/** `skipped`: not sent on purpose (a review reminder after a click, a stop; issue 30). */
export const outboxStatuses = ["pending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * One row per message about a lead, written in the transaction that makes it necessary (the
 * lead's own for the salon's e-mail, the visitor's acknowledgement and the staff's push alert; the
 * reply's for a staff reply) and sent later by the outbox worker (app/server/mail/outbox.server.ts;
 * decisions 0005, 0029). It holds references only: the message is rendered from the lead row (and
 * the reply row) at send time, so no personal data is copied here. `last_error` holds SMTP or push
 * service codes and replies, never message content.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").$type<OutboxPurpose>().notNull().default("notify"),
    leadId: leadRef(),
    /** The reply to send (purpose `reply` only). */
    replyId: uuid("reply_id").references(() => leadReply.id, { onDelete: "cascade" }),
    /**
     * A push alert's devices still to reach after an attempt some of them failed (purpose `push`
     * only): a retry goes to these alone. Null: every eligible device at the first attempt.
     */
    pushDevicesLeft: uuid("push_devices_left").array(),
    /** The text to send (purpose `text`), or the incoming text a push alert is about. */
    textId: uuid("text_id").references(() => textMessage.id, { onDelete: "cascade" }),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the row is next due; while a worker sends it, the end of that worker's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_purpose", oneOf(t.purpose, OUTBOX_PURPOSES)),
    check("mail_outbox_status", oneOf(t.status, outboxStatuses)),
    check("mail_outbox_attempts", sql`${t.attempts} >= 0`),
    check("mail_outbox_reply", sql`(${t.purpose} = 'reply') = (${t.replyId} is not null)`),
    check(
      "mail_outbox_text",
      sql`(${t.purpose} = 'text' and ${t.textId} is not null) or (${t.purpose} <> 'text' and (${t.textId} is null or ${t.purpose} = 'push'))`,
    ),
    // One salon e-mail, one acknowledgement and one push alert per lead, whatever retries.
    uniqueIndex("mail_outbox_lead_purpose_idx")
      .on(t.leadId, t.purpose)
      .where(sql`${t.replyId} is null and ${t.textId} is null`),
    // One send of a text, one alert of an incoming one.
    uniqueIndex("mail_outbox_text_idx").on(t.textId, t.purpose),
    uniqueIndex("mail_outbox_reply_idx").on(t.replyId),
    index("mail_outbox_lead_idx").on(t.leadId),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The e-mail replies staff send from a lead's page: what was written (a template filled in, then
 * edited), kept as the lead's history and rendered into the e-mail by the outbox. Personal data of
 * the lead: deleted with it (inbox delete, erasure, retention).
 */
export const leadReply = pgTable(
  "lead_reply",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: leadRef(),
    actorId: uuid("actor_id").references(() => staffUser.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_reply_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Where a lead came from (issue 20, decision 0030): the ad click ids, UTM tags, first page of the
 * visit and referring site the form sent, cleaned by `cleanCampaign`; one row per lead that had
 * any. The click ids are the lead's personal data (they tie the person to an ad click): deleted
 * with the lead, cleared when the retention rule anonymises it; the labels stay for the figures.
 */
export const leadCampaign = pgTable(
  "lead_campaign",
  {
    leadId: leadRef(),
    gclid: text("gclid"),
    gbraid: text("gbraid"),
    wbraid: text("wbraid"),
    fbclid: text("fbclid"),
    msclkid: text("msclkid"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId] }),
    index("lead_campaign_campaign_idx").on(t.utmCampaign),
  ],
);

/**
 * The last acknowledgement queued per visitor address, so that at most one goes to an address in
 * 24 hours (the forms must not become a way to mail strangers). Only a keyed hash of the
 * normalised address is stored; rows older than two days are deleted.
 */
export const acknowledgementMark = pgTable(
  "acknowledgement_mark",
  {
    addressHash: text("address_hash").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("acknowledgement_mark_sent_idx").on(t.sentAt)],
);

// ---------------------------------------------------------------- review requests (issue 30)

/**
 * A client's visit and the review request it causes (decision 0044): one per lead, queued with
 * its outbox rows when staff mark the lead "Came in". `address_hash` (the keyed hash of the
 * address, never the address) keeps a person to one request per 180 days whatever form they
 * came through; `token` names the request in its buttons' redirect and its unsubscribe link and
 * stops working for clicks at `expires_at`. Deleted with the lead and by an erasure.
 */
export const reviewRequest = pgTable(
  "review_request",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: leadRef(),
    addressHash: text("address_hash").notNull(),
    token: text("token").notNull(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The first button opened (a click through the redirect), and which site. */
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    clickedSite: text("clicked_site"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_request_lead_idx").on(t.leadId),
    uniqueIndex("review_request_token_idx").on(t.token),
    index("review_request_address_idx").on(t.addressHash, t.visitedAt),
    index("review_request_clicked_idx").on(t.clickedAt),
  ],
);

/**
 * People who said stop (one-click unsubscribe or the link): a keyed hash of the address only,
 * kept when everything else about the person is erased, read before every review request.
 */
export const reviewStop = pgTable(
  "review_stop",
  {
    addressHash: text("address_hash").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("review_stop_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- text messages (issue 37)

/**
 * A lead's text thread (decision 0057): what staff and the site sent (`out`) and what the client
 * answered (`in`), with the provider's message id and state. Personal data of the lead: deleted
 * with it (cascade), by an erasure and by the retention rule's anonymising. Texts out are sent by
 * the outbox (a `mail_outbox` row of purpose `text`), never from a request.
 */
export const textMessage = pgTable(
  "text_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: leadRef(),
    direction: text("direction").$type<TextDirection>().notNull(),
    origin: text("origin").$type<TextOrigin>().notNull(),
    body: text("body").notNull(),
    state: text("state").$type<TextState>().notNull(),
    /** Twilio's message SID (SM…/MM…): a status callback or a repeated webhook finds it. */
    providerSid: text("provider_sid"),
    /** Twilio's error code of a failed text (its documented numbers), never its message. */
    errorCode: text("error_code"),
    actorId: uuid("actor_id").references(() => staffUser.id, { onDelete: "set null" }),
    /** When an outgoing text may go (8:00-21:00 in New York). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    stateAt: timestamp("state_at", { withTimezone: true }).notNull().defaultNow(),
    /** An incoming text read by staff (the lead page shown); null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** An incoming text that sounds like a stop without being the keyword. */
    likelyStop: boolean("likely_stop").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("text_message_direction", oneOf(t.direction, TEXT_DIRECTIONS)),
    check("text_message_origin", oneOf(t.origin, TEXT_ORIGINS)),
    check("text_message_state", oneOf(t.state, TEXT_STATES)),
    index("text_message_lead_idx").on(t.leadId, t.createdAt),
    uniqueIndex("text_message_sid_idx").on(t.providerSid),
    index("text_message_unread_idx")
      .on(t.leadId)
      .where(sql`${t.direction} = 'in' and ${t.readAt} is null`),
    index("text_message_created_idx").on(t.createdAt),
  ],
);

/**
 * Numbers that said STOP: a keyed hash of the E.164 number only, read before every text and kept
 * when everything else about the person is erased; START deletes the row.
 */
export const textStop = pgTable("text_stop", {
  numberHash: text("number_hash").primaryKey(),
  createdAt: createdAt(),
});

/** The last missed-call text per number (keyed hash), so one goes at most every 12 hours. */
export const missedCallMark = pgTable(
  "missed_call_mark",
  {
    numberHash: text("number_hash").primaryKey(),
    textedAt: timestamp("texted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("missed_call_mark_texted_idx").on(t.textedAt)],
);

/** Provider webhook ids (a message or call SID) already taken, so a repeat changes nothing. */
export const providerEvent = pgTable(
  "provider_event",
  {
    sid: text("sid").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("provider_event_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- rate limits

/**
 * Request counts per client and slice of a sixtieth of the limit's window (`window_start` is the
 * slice's start), shared by every app server (in-process counters would let N servers accept N
 * times the limit). A count sums the slices of the last window (decision 0058); older ones are
 * pruned.
 */
export const rateLimitHit = pgTable(
  "rate_limit_hit",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_hit_window_idx").on(t.windowStart),
  ],
);

// ---------------------------------------------------------------- staff workspace

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A member of the spa's staff. Created by the operator (`npm run staff`) or an owner. */
export const staffUser = pgTable(
  "staff_user",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed: the sign-in key. */
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** Argon2id PHC string; null until the account's set-password link is used. */
    passwordHash: text("password_hash"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_user_email_idx").on(t.email),
    check("staff_user_role", sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * this table cannot be replayed as a session. Rows outlive neither their expiry nor their account.
 */
export const staffSession = pgTable(
  "staff_session",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; the idle end is last_seen_at plus the idle timeout. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("staff_session_user_idx").on(t.userId),
    index("staff_session_expires_idx").on(t.expiresAt),
  ],
);

/** One-time set-password links (new accounts, resets). Only the token's SHA-256 is stored. */
export const staffToken = pgTable(
  "staff_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_token_user_idx").on(t.userId)],
);

/**
 * What staff did: a lead's history (status changes, notes, views, exports, downloads) and the
 * workspace's own audit trail (accounts, deletions; lead_id null). No copy of a visitor's data
 * beyond the notes staff write; a deleted lead's rows go with it.
 */
export const staffEvent = pgTable(
  "staff_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => staffUser.id, { onDelete: "set null" }),
    leadId: uuid("lead_id"),
    action: text("action").notNull(),
    fromStatus: text("from_status").$type<LeadStatus>(),
    toStatus: text("to_status").$type<LeadStatus>(),
    note: text("note"),
    /** For audit rows: what was done, without personal data (filters, counts, account ids). */
    detail: text("detail"),
  },
  (t) => [index("staff_event_lead_idx").on(t.leadId, t.at), index("staff_event_at_idx").on(t.at)],
);

// ---------------------------------------------------------------- owner settings

/**
 * Settings only an owner may change, outside the published content: where lead notifications
 * go, how long personal data is kept, whether staff must use a second factor. One row per key,
 * the value validated by the module that owns the key (`staff/accounts/owner-settings.server.ts`).
 */
export const ownerSetting = pgTable("owner_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => staffUser.id, { onDelete: "set null" }),
});

// ---------------------------------------------------------------- second factor (decision 0018)

/** A member's passkeys (WebAuthn credentials): public keys only, the private key never leaves the device. */
export const staffPasskey = pgTable(
  "staff_passkey",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** The member's own name for it ("Phone", "Office laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_passkey_credential_idx").on(t.credentialId),
    index("staff_passkey_user_idx").on(t.userId),
  ],
);

/**
 * A member's authenticator app (TOTP, RFC 6238). The secret stays on the server: shown once
 * while enrolling, never sent again. `last_step` is the last accepted 30-second step, so a code
 * is never accepted twice.
 */
export const staffTotp = pgTable("staff_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => staffUser.id, { onDelete: "cascade" }),
  /** The shared secret, base32 (RFC 4648, no padding). */
  secret: text("secret").notNull(),
  /** Null while enrolling: the member has not yet typed a code from the app. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their SHA-256 (the codes carry 50 random bits each). */
export const staffRecoveryCode = pgTable(
  "staff_recovery_code",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_code_user_idx").on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is awaited: bound to a cookie
 * (only its SHA-256 here), short-lived, used once, a few attempts at most. No session exists yet.
 */
export const staffPendingSignIn = pgTable(
  "staff_pending_sign_in",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The WebAuthn challenge last handed to this sign-in's browser. */
    challenge: text("challenge"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_pending_sign_in_user_idx").on(t.userId)],
);

/**
 * A staff form posted after its session ended (decision 0045): its fields, sealed with AES-256-GCM
 * under a key only the posting browser holds (its `staff_kept` cookie), until she signs in again
 * and sends it on. Short-lived; bound to the member of the ended session when that is known.
 */
export const staffKeptForm = pgTable(
  "staff_kept_form",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => staffUser.id, { onDelete: "cascade" }),
    /** IV, ciphertext and tag: what was typed and where it was going, unreadable without the key. */
    sealed: bytea("sealed").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_kept_form_expires_idx").on(t.expiresAt)],
);

/** The WebAuthn challenge of a passkey being added (one at a time per member). */
export const staffPasskeyChallenge = pgTable("staff_passkey_challenge", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => staffUser.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- staff alerts (decision 0029)

/**
 * A staff device that accepts Web Push alerts of new leads: the push service's endpoint and the
 * browser's public keys (RFC 8291). Deleted with the member, when the member turns alerts off on
 * that device, and when the push service answers that it no longer exists (404/410).
 */
export const pushSubscription = pgTable(
  "push_subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The member's own name for the device, from its browser ("Chrome on Android"). */
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscription_endpoint_idx").on(t.endpoint),
    index("push_subscription_user_idx").on(t.userId),
  ],
);

/**
 * A member's own alert settings: quiet hours (minutes after midnight in the spa's time zone; the
 * quiet span may wrap past midnight), during which no push alert goes to the member's devices.
 */
export const staffAlertSetting = pgTable(
  "staff_alert_setting",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => staffUser.id, { onDelete: "cascade" }),
    quietFrom: smallint("quiet_from"),
    quietUntil: smallint("quiet_until"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "staff_alert_setting_quiet",
      sql`(${t.quietFrom} is null) = (${t.quietUntil} is null) and coalesce(${t.quietFrom}, 0) between 0 and 1439 and coalesce(${t.quietUntil}, 0) between 0 and 1439`,
    ),
  ],
);

// ---------------------------------------------------------------- funnel (decision 0031)

export * from "./funnel-schema.server";
