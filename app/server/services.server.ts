import { createTransport } from "nodemailer";
import type { Config } from "./config.server";
import { resolveSecret } from "./secrets.server";
import type { Logger } from "./logger.server";
import type { DatabaseHandle } from "./db/client.server";
import { createContentService, type ContentService } from "./content/service.server";
import { createLeadService, type LeadQueue, type LeadService } from "./leads/service.server";
import { createStaffService, type StaffService } from "./staff/workspace/service.server";
import { DEVICE_COOKIE_SECRET } from "./staff/sign-in/device-cookies.server";
import {
  createCaptchaProvider,
  type AltchaProvider,
  type CaptchaProvider,
} from "./captcha/index.server";
import { adoptNotificationAddress, notificationRecipient } from "./mail/recipient.server";
import {
  createOutboxSignal,
  SMTP_TIMEOUTS,
  type MailTransport,
  type OutboxDelivery,
  type OutboxSignal,
} from "./mail/outbox.server";
import { replyDelivery } from "./mail/reply-delivery.server";
import type { OutboxPurpose } from "~/lib/leads/vocabulary";
import {
  ACKNOWLEDGEMENT_SECRET,
  acknowledgementDelivery,
  acknowledgementQueue,
} from "./mail/acknowledgement.server";
import { createAlertService, type AlertService } from "./push/service.server";
import { queueReviewRequest, REVIEW_SECRET } from "./reviews/requests.server";
import { reviewDelivery } from "./reviews/delivery.server";
import { createReviewService, type ReviewService } from "./reviews/service.server";
import { createFunnelService, type FunnelService } from "./funnel/service.server";
import { createTextService, type TextService } from "./texts/service.server";
import { TEXT_SECRET } from "./texts/send.server";
import { createTwilioClient, textingStatus } from "./texts/twilio.server";
import { createTextDelivery } from "./texts/delivery.server";

/** Lead notifications by e-mail; present when SMTP_URL is set. */
export interface MailSetup {
  transport: MailTransport & { verify(): Promise<unknown>; close(): void };
  from: string;
  /** MAIL_TO, else the owners' lead_notification_email setting. */
  to: () => Promise<string>;
}

/** What the outbox worker sends besides the salon's e-mail, and how it is woken (decision 0029). */
export interface OutboxSetup {
  /** Fired after a transaction that queued a message commits; the outbox worker listens. */
  signal: OutboxSignal;
  deliveries: Partial<Record<Exclude<OutboxPurpose, "notify">, OutboxDelivery>>;
}

/** Everything a request needs, built once per process and handed to the API and the loaders. */
export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  content: ContentService;
  leads: LeadService;
  captcha: CaptchaProvider | AltchaProvider;
  mail: MailSetup | undefined;
  outbox: OutboxSetup;
  staff: StaffService;
  /** Staff alerts by Web Push: devices, quiet hours, the new-lead alert (decision 0029). */
  alerts: AlertService;
  /** The cookie-less funnel: beacon counts, the owners' figures, Google Ads file (decision 0031). */
  funnel: FunnelService;
  /** Review requests after a visit: a lead's request, figures, settings, stop and click (0044). */
  reviews: ReviewService;
  /** Text messages with leads through Twilio: threads, stops, webhooks (decision 0057). */
  texts: ReturnType<typeof createTextService> & TextService;
}

/**
 * The SMTP client for SMTP_URL. An smtp:// server must upgrade the connection with STARTTLS
 * before anything else is sent: without `requireTLS` nodemailer goes on in clear text (lead
 * names, phone numbers, resumes, the SMTP password) when the server does not offer STARTTLS, or
 * when a machine in between has removed the offer. SMTP_ALLOW_PLAINTEXT=true lets it. smtps://
 * is TLS from the first byte. Config refuses URL parameters that would override either.
 */
export function createMailTransport(
  smtpUrl: string,
  config: Pick<Config, "SMTP_ALLOW_PLAINTEXT">,
): MailSetup["transport"] {
  return createTransport({
    url: smtpUrl,
    requireTLS: !config.SMTP_ALLOW_PLAINTEXT,
    ...SMTP_TIMEOUTS,
  });
}

/** What a test replaces: the captcha, and the clock that decides texting hours. */
export interface ServiceOverrides extends Partial<Pick<Services, "captcha">> {
  now?: () => Date;
}

export async function createServices(
  config: Config,
  logger: Logger,
  database: DatabaseHandle,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const altchaKey = await resolveSecret(database.db, "altcha_hmac_key", config.ALTCHA_HMAC_KEY);
  // From here on only an owner changes where lead notifications go (mail/recipient.server.ts).
  await adoptNotificationAddress(database.db);
  const mail: MailSetup | undefined = config.SMTP_URL
    ? {
        transport: createMailTransport(config.SMTP_URL, config),
        from: config.MAIL_FROM,
        to: notificationRecipient(database.db, config.MAIL_TO),
      }
    : undefined;
  // Staff alerts by Web Push (issue 19): queued with each lead when a device is subscribed.
  const alerts = createAlertService(database.db, config, logger);
  const outbox: OutboxSetup = {
    signal: createOutboxSignal(),
    deliveries: { push: alerts.delivery },
  };
  // A staff member's reply to a lead (issue 19), rendered when it is sent.
  if (mail) {
    outbox.deliveries.reply = replyDelivery({
      db: database.db,
      transport: mail.transport,
      from: mail.from,
    });
  }
  const content = createContentService(database.db, {
    cacheSeconds: config.CONTENT_CACHE_SECONDS,
    onStale: (err) => logger.warn({ err }, "serving cached content: database unavailable"),
  });
  // Queued in each lead's transaction: the staff's push alert, and the visitor's acknowledgement
  // (issue 19) only when it can be sent.
  const queues: LeadQueue[] = [alerts.queue];
  if (mail) {
    const secret = await resolveSecret(database.db, ACKNOWLEDGEMENT_SECRET);
    queues.push(acknowledgementQueue(secret));
    outbox.deliveries.acknowledge = acknowledgementDelivery({
      db: database.db,
      transport: mail.transport,
      from: mail.from,
      salon: () => content.getSalon(),
      bookingUrl: config.BOOKING_URL,
    });
  }
  // Review requests after a visit (issue 30): queued with the "Came in" status, sent by the outbox.
  const reviewSecret = await resolveSecret(database.db, REVIEW_SECRET);
  if (mail) {
    const deps = {
      db: database.db,
      transport: mail.transport,
      from: mail.from,
      secret: reviewSecret,
      siteUrl: config.SITE_URL,
      salon: () => content.getSalon(),
    };
    outbox.deliveries.review_request = reviewDelivery(deps, "request");
    outbox.deliveries.review_reminder = reviewDelivery(deps, "reminder");
  }
  const reviewQueue = { secret: reviewSecret, mail: mail !== undefined };
  const texts = await createTexts(config, logger, database, content, outbox, overrides.now);
  return {
    config,
    logger,
    database,
    content,
    leads: createLeadService(database.db, {
      notify: mail !== undefined,
      onQueued: outbox.signal.notify,
      queues,
      texts,
    }),
    captcha: overrides.captcha ?? createCaptchaProvider(config, altchaKey),
    mail,
    outbox,
    staff: createStaffService(
      database.db,
      config,
      mail,
      logger,
      await resolveSecret(database.db, DEVICE_COOKIE_SECRET),
      () => content.clearCache(),
      (tx, lead) => queueReviewRequest(tx, reviewQueue, lead),
    ),
    alerts,
    funnel: createFunnelService({ db: database.db, logger, siteUrl: config.SITE_URL }),
    reviews: createReviewService(database.db),
    texts,
  };
}

/** Text messages (issue 37): the service, and the outbox's sender once Twilio is set up. */
async function createTexts(
  config: Config,
  logger: Logger,
  database: DatabaseHandle,
  content: ContentService,
  outbox: OutboxSetup,
  now?: () => Date,
) {
  const textSecret = await resolveSecret(database.db, TEXT_SECRET);
  const texts = createTextService({
    db: database.db,
    config,
    logger,
    secret: textSecret,
    salon: async () => {
      const { salon_info } = await content.getSalon();
      return { name: salon_info.salon_name, phone: salon_info.salon_contact_no };
    },
    wake: outbox.signal.notify,
    now,
  });
  const twilioClient = createTwilioClient(config);
  if (twilioClient && config.TWILIO_FROM && textingStatus(config).on) {
    outbox.deliveries.text = createTextDelivery({
      db: database.db,
      logger,
      client: twilioClient,
      from: config.TWILIO_FROM,
      secret: textSecret,
      statusCallback: `${config.SITE_URL}/api/twilio/status`,
      now,
    });
  }
  return texts;
}
