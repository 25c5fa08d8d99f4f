/**
 * Staff alerts (decision 0029), as the alerts page, its JSON entries and the outbox use them: a
 * member's devices (Web Push subscriptions), their quiet hours, a test alert, and the lead queue
 * and outbox delivery of the new-lead alert.
 */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import {
  deviceLabel,
  endpointProblem,
  type EndpointRules,
  MAX_DEVICES,
  type PushSubscribeInput,
} from "~/routes/staff/alerts/alert-rules";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { HttpError } from "../api/http-errors.server";
import type { Logger } from "../logger.server";
import type { LeadQueue } from "../leads/service.server";
import type { OutboxDelivery } from "../mail/outbox.server";
import {
  createPushDelivery,
  deviceListCache,
  pushQueue,
  sendToDevices,
  type PushDeps,
} from "./lead-alert.server";
import { resolveVapid, type Vapid } from "./vapid.server";

export interface AlertDevice {
  id: string;
  label: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}

export interface QuietHours {
  quietFrom: number | null;
  quietUntil: number | null;
}

export type AlertService = ReturnType<typeof createAlertService>;

/** How long the member's test alert may take (the page waits for it). */
const TEST_TIMEOUT_MS = 15_000;

export const TOO_MANY_DEVICES = `Alerts are on on ${MAX_DEVICES} devices already. Remove one on the alerts page first.`;

export function createAlertService(db: Database, config: Config, logger: Logger) {
  let vapid: Promise<Vapid> | undefined;
  const deps: PushDeps = {
    db,
    logger: logger.child({ component: "push-alerts" }),
    vapid: () => {
      vapid ??= resolveVapid(db, config).catch((error: unknown) => {
        vapid = undefined;
        throw error;
      });
      return vapid;
    },
    allowLoopback: config.PUSH_ALLOW_LOOPBACK_TEST_SERVICE,
    devices: deviceListCache(),
  };
  const forget = () => deps.devices.forget();
  const rules = { allowLoopbackTestService: config.PUSH_ALLOW_LOOPBACK_TEST_SERVICE };

  return {
    /** Queued in every lead's transaction (createServices). */
    queue: pushQueue satisfies LeadQueue,
    /** `services.outbox.deliveries.push`. */
    delivery: createPushDelivery(deps) satisfies OutboxDelivery,

    /** The key a browser subscribes with (`applicationServerKey`). */
    async publicKey(): Promise<string> {
      return (await deps.vapid()).publicKey;
    },

    /** A test alert to the member's own devices, quiet hours or not; how many accepted it. */
    async sendTest(userId: string): Promise<{ sent: number; devices: number }> {
      const devices = await db
        .select({
          id: t.pushSubscription.id,
          endpoint: t.pushSubscription.endpoint,
          p256dh: t.pushSubscription.p256dh,
          auth: t.pushSubscription.auth,
        })
        .from(t.pushSubscription)
        .where(eq(t.pushSubscription.userId, userId));
      if (devices.length === 0) return { sent: 0, devices: 0 };
      const tally = await sendToDevices(
        deps,
        devices,
        {
          title: "Test alert",
          body: "New leads will show up like this on this device.",
          url: "/staff",
          tag: `test-${userId}`,
        },
        AbortSignal.timeout(TEST_TIMEOUT_MS),
      );
      return { sent: tally.sent, devices: devices.length };
    },

    ...deviceList(db, forget, rules),
    ...quietHourSettings(db, forget),
  };
}

/** A member's devices: alerts turned on and off, and the list the alerts page shows. */
function deviceList(db: Database, forget: () => void, rules: EndpointRules) {
  return {
    /**
     * Turns alerts on for this device, or updates it: one row per endpoint, so subscribing again
     * (new keys, or another member signed in on the same browser) replaces the row's owner and
     * keys. 400 for an address the server must not POST to, 409 past MAX_DEVICES.
     */
    async subscribe(userId: string, input: PushSubscribeInput, userAgent: string | undefined) {
      const problem = endpointProblem(input.endpoint, rules);
      if (problem) throw new HttpError(400, problem, { endpoint: problem });
      const [others] = await db
        .select({ n: count() })
        .from(t.pushSubscription)
        .where(
          and(
            eq(t.pushSubscription.userId, userId),
            ne(t.pushSubscription.endpoint, input.endpoint),
          ),
        );
      if ((others?.n ?? 0) >= MAX_DEVICES) throw new HttpError(409, TOO_MANY_DEVICES);
      const values = {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label: deviceLabel(userAgent),
      };
      await db
        .insert(t.pushSubscription)
        .values(values)
        .onConflictDoUpdate({
          target: t.pushSubscription.endpoint,
          set: { ...values, createdAt: sql`now()`, lastSuccessAt: null },
        });
      forget();
    },

    /** Turns alerts off on this device (its endpoint; only the member's own). */
    async unsubscribe(userId: string, endpoint: string) {
      await db
        .delete(t.pushSubscription)
        .where(
          and(eq(t.pushSubscription.userId, userId), eq(t.pushSubscription.endpoint, endpoint)),
        );
      forget();
    },

    /** Removes one of the member's devices from the list; false when it is not theirs (or gone). */
    async remove(userId: string, deviceId: string): Promise<boolean> {
      const removed = await db
        .delete(t.pushSubscription)
        .where(and(eq(t.pushSubscription.userId, userId), eq(t.pushSubscription.id, deviceId)))
        .returning({ id: t.pushSubscription.id });
      forget();
      return removed.length > 0;
    },

    async devices(userId: string): Promise<AlertDevice[]> {
      return db
        .select({
          id: t.pushSubscription.id,
          label: t.pushSubscription.label,
          createdAt: t.pushSubscription.createdAt,
          lastSuccessAt: t.pushSubscription.lastSuccessAt,
        })
        .from(t.pushSubscription)
        .where(eq(t.pushSubscription.userId, userId))
        .orderBy(asc(t.pushSubscription.createdAt));
    },
  };
}

/** A member's quiet hours, when no lead alert reaches their devices. */
function quietHourSettings(db: Database, forget: () => void) {
  return {
    async quietHours(userId: string): Promise<QuietHours> {
      const [row] = await db
        .select({
          quietFrom: t.staffAlertSetting.quietFrom,
          quietUntil: t.staffAlertSetting.quietUntil,
        })
        .from(t.staffAlertSetting)
        .where(eq(t.staffAlertSetting.userId, userId));
      return row ?? { quietFrom: null, quietUntil: null };
    },

    async saveQuietHours(userId: string, quiet: QuietHours) {
      await db
        .insert(t.staffAlertSetting)
        .values({ userId, ...quiet })
        .onConflictDoUpdate({
          target: t.staffAlertSetting.userId,
          set: { ...quiet, updatedAt: sql`now()` },
        });
      forget();
    },
  };
}
