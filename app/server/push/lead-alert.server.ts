/**
 * The staff's alert of a new lead by Web Push (decision 0029). The lead's transaction queues one
 * `mail_outbox` row of purpose `push` when any device has alerts on (`pushQueue`); after the
 * commit the outbox worker sends it through `createPushDelivery`: the lead's kind, the visitor's
 * first name (only when it looks like one) and the page, to every device of the members who may
 * read leads and are not in their quiet hours. Nothing else of the lead leaves the server: no
 * phone, address, last name or message. The salon's e-mail (`notify`) stays the fallback.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { greetableFirstName } from "~/lib/leads/first-name";
import { LEAD_KIND_WORDS } from "~/lib/leads/vocabulary";
import { inQuietHours, leadPagePath, spaMinuteOfDay } from "~/routes/staff/alerts/alert-rules";
import { leadSourceName } from "~/lib/staff/lead-display";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { outboxRow, type LeadQueue } from "../leads/service.server";
import type { Logger } from "../logger.server";
import type { OutboxDelivery } from "../mail/outbox.server";
import {
  hasSecondFactorSql,
  secondFactorRequiredForStaff,
} from "../staff/sign-in/second-factor.server";
import { sendPush, type PushTarget } from "./send.server";
import type { Vapid } from "./vapid.server";

/** What a device receives, and all it receives (the service worker shows it). */
export interface AlertPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Queues the alert in the lead's transaction when at least one device has alerts on. */
export const pushQueue: LeadQueue = {
  rows: (lead) =>
    sql`${outboxRow("push", lead)} where exists (select 1 from ${t.pushSubscription})`,
};

/** The lead as the alert names it, or null when it no longer exists. */
async function readLead(
  db: Database,
  leadId: string,
): Promise<{ kindWords: string; typedName: string; sourcePage: string } | null> {
  const [row] = await db
    .select({ kind: t.lead.kind, firstName: t.lead.firstName, sourcePage: t.lead.sourcePage })
    .from(t.lead)
    .where(eq(t.lead.id, leadId));
  if (!row) return null;
  // A contact's one name field: its first word only, never the last name.
  const typedName =
    row.kind === "contact"
      ? (row.firstName.slice(0, 200).trim().split(/\s/, 1)[0] ?? "")
      : row.firstName;
  return { kindWords: LEAD_KIND_WORDS[row.kind].mail, typedName, sourcePage: row.sourcePage };
}

/** The alert of one lead: "New contact inquiry", "Ana · Contact". */
export async function leadAlertPayload(
  db: Database,
  leadId: string,
  textId: string | null = null,
): Promise<AlertPayload | null> {
  const lead = await readLead(db, leadId);
  if (!lead) return null;
  const name = greetableFirstName(lead.typedName);
  // A client's text (issue 37): who, and nothing of what it says.
  if (textId) {
    return {
      title: name ? `New text from ${name}` : "New text",
      body: "Open the lead to read it.",
      url: leadPagePath(leadId),
      tag: textId,
    };
  }
  const page = leadSourceName(lead.sourcePage);
  return {
    title: `New ${lead.kindWords}`,
    body: name ? `${name} · ${page}` : page,
    url: leadPagePath(leadId),
    tag: leadId,
  };
}

/** A device that should get the alert now. */
interface Recipient extends PushTarget {
  id: string;
}

/** A device of a member who may get alerts, with the member's quiet hours. */
interface Eligible extends Recipient {
  quietFrom: number | null;
  quietUntil: number | null;
}

/**
 * The devices of enabled members who may read leads (not a member who must first set up a
 * required second factor), with their quiet hours.
 */
async function eligibleDevices(db: Database): Promise<Eligible[]> {
  const rows = await db
    .select({
      id: t.pushSubscription.id,
      endpoint: t.pushSubscription.endpoint,
      p256dh: t.pushSubscription.p256dh,
      auth: t.pushSubscription.auth,
      role: t.staffUser.role,
      hasSecondFactor: hasSecondFactorSql(),
      quietFrom: t.staffAlertSetting.quietFrom,
      quietUntil: t.staffAlertSetting.quietUntil,
      requiredForStaff: t.ownerSetting.value,
    })
    .from(t.pushSubscription)
    .innerJoin(t.staffUser, eq(t.staffUser.id, t.pushSubscription.userId))
    .leftJoin(t.ownerSetting, eq(t.ownerSetting.key, secondFactorRequiredForStaff.key))
    .leftJoin(t.staffAlertSetting, eq(t.staffAlertSetting.userId, t.pushSubscription.userId))
    .where(sql`${t.staffUser.disabledAt} is null`);
  return rows
    .filter((row) => row.hasSecondFactor || (row.role === "staff" && row.requiredForStaff !== true))
    .map(({ id, endpoint, p256dh, auth, quietFrom, quietUntil }) => ({
      id,
      endpoint,
      p256dh,
      auth,
      quietFrom,
      quietUntil,
    }));
}

/** How long the list of devices is reused between alerts (a burst of leads reads it once). */
export const DEVICE_LIST_TTL_MS = 5_000;

/**
 * The list of eligible devices, read at most every DEVICE_LIST_TTL_MS; this server's own changes
 * (a device added or removed, quiet hours, a gone device) drop it at once through `forget`.
 */
export function deviceListCache() {
  let cached: { at: number; devices: Promise<Eligible[]> } | undefined;
  return {
    read(db: Database, now = Date.now()): Promise<Eligible[]> {
      if (!cached || now - cached.at > DEVICE_LIST_TTL_MS) {
        const devices = eligibleDevices(db);
        cached = { at: now, devices };
        devices.catch(() => (cached = undefined));
      }
      return cached.devices;
    },
    forget() {
      cached = undefined;
    },
  };
}

/** The eligible devices whose members are not in their quiet hours at `now`. */
export function awake(devices: Eligible[], now: Date): Recipient[] {
  const minute = spaMinuteOfDay(now);
  return devices
    .filter((device) => !inQuietHours(minute, device.quietFrom, device.quietUntil))
    .map(({ id, endpoint, p256dh, auth }) => ({ id, endpoint, p256dh, auth }));
}

export interface PushDeps {
  db: Database;
  logger: Logger;
  /** The VAPID keys, resolved once (from `app_secret`) on first use. */
  vapid: () => Promise<Vapid>;
  allowLoopback: boolean;
  now?: () => Date;
  devices: ReturnType<typeof deviceListCache>;
}

/** A device's last success is written at most this often (a burst of alerts writes it once). */
const SUCCESS_WRITE_EVERY_MS = 60_000;

/** When each device's last success was last written, by this server. */
const lastWritten = new Map<string, number>();

/** How a round of sends went: accepted, gone (deleted), refused for good, to retry. */
export interface SendTally {
  sent: number;
  gone: number;
  refused: number;
  /** Why each device to retry failed. */
  retry: string[];
  /** The devices to retry. */
  retryIds: string[];
}

/** A day: an alert older than that is no longer news (the inbox shows the lead anyway). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one payload to each device, at once. 2xx records the success; 404 and 410 (the push
 * service forgot the subscription) delete the device; 429, 5xx and network failures are counted
 * to retry; other refusals are logged and not retried. Logs ids and status codes only.
 */
export async function sendToDevices(
  deps: PushDeps,
  devices: Recipient[],
  payload: AlertPayload,
  signal: AbortSignal,
): Promise<SendTally> {
  const vapid = await deps.vapid();
  const body = JSON.stringify(payload);
  const tally: SendTally = { sent: 0, gone: 0, refused: 0, retry: [], retryIds: [] };
  const succeeded: string[] = [];
  const gone: string[] = [];
  await Promise.all(
    devices.map(async (device) => {
      try {
        const { status } = await sendPush(device, body, vapid, {
          ttl: TTL_SECONDS,
          urgency: "high",
          topic: payload.tag.replaceAll("-", "").slice(0, 32),
          allowLoopback: deps.allowLoopback,
          signal,
        });
        deps.logger.info({ subscriptionId: device.id, status }, "push alert answered");
        if (status >= 200 && status < 300) {
          tally.sent++;
          succeeded.push(device.id);
        } else if (status === 404 || status === 410) {
          tally.gone++;
          gone.push(device.id);
        } else if (status === 429 || status >= 500) {
          tally.retry.push(`HTTP ${status}`);
          tally.retryIds.push(device.id);
        } else {
          tally.refused++;
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const reason = typeof code === "string" ? code : "network failure";
        deps.logger.warn({ subscriptionId: device.id, reason }, "push alert not delivered");
        tally.retry.push(reason);
        tally.retryIds.push(device.id);
      }
    }),
  );
  const now = Date.now();
  const due = succeeded.filter((id) => now - (lastWritten.get(id) ?? 0) > SUCCESS_WRITE_EVERY_MS);
  if (lastWritten.size > 10_000) lastWritten.clear();
  for (const id of due) lastWritten.set(id, now);
  if (due.length > 0) {
    await deps.db
      .update(t.pushSubscription)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(t.pushSubscription.id, due));
  }
  if (gone.length > 0) {
    await deps.db.delete(t.pushSubscription).where(inArray(t.pushSubscription.id, gone));
    deps.devices.forget();
  }
  return tally;
}

/**
 * The outbox's delivery of `push` rows: null when the lead is gone; throws (so the row is retried
 * with backoff) when a device's push service failed for now. The devices that failed are kept on
 * the row and a retry goes to them alone: a device that showed the alert is not sent it again,
 * and one that turned alerts on since the lead is not sent an old alert.
 */
export function createPushDelivery(deps: PushDeps): OutboxDelivery {
  return async (row, send) => {
    const payload = await leadAlertPayload(deps.db, row.leadId, row.textId);
    if (!payload) return null;
    const left = row.pushDevicesLeft ? new Set(row.pushDevicesLeft) : null;
    const devices = awake(await deps.devices.read(deps.db), deps.now?.() ?? new Date()).filter(
      (device) => !left || left.has(device.id),
    );
    const tally = await sendToDevices(deps, devices, payload, send.abort);
    if (tally.retry.length > 0) {
      await deps.db
        .update(t.mailOutbox)
        .set({ pushDevicesLeft: tally.retryIds })
        .where(eq(t.mailOutbox.id, row.id));
      throw new Error(
        `push not delivered to ${tally.retry.length} of ${devices.length} devices: ${[...new Set(tally.retry)].join(", ")}`,
      );
    }
    return { messageId: `${tally.sent} of ${devices.length} devices` };
  };
}
