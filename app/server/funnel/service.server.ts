/**
 * The cookie-less funnel (issue 20, decision 0031): the beacon's counts, the owners' figures and
 * settings, the Google Ads conversions file. One per process (`services.funnel`); the counts it
 * queues are written by its event queue, and `stop()` writes the last of them.
 */
import { isbot } from "isbot";
import type { Beacon } from "~/lib/forms/schemas";
import type { FunnelPeriod } from "~/lib/tracking/funnel";
import { funnelPageOf } from "~/lib/tracking/funnel-pages";
import {
  campaignSpendSchema,
  type AdsConversion,
  type CampaignSpend,
} from "~/routes/staff/funnel/funnel-forms";
import { funnelTables } from "~/routes/staff/funnel/funnel-figures";
import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";
import { recordEvent } from "../staff/privacy/events.server";
import {
  defineOwnerSetting,
  readOwnerSetting,
  writeOwnerSetting,
} from "../staff/accounts/owner-settings.server";
import { createEventQueue } from "./events.server";
import { leadSums, periodStart, visitSums } from "./figures.server";
import { ADS_CONVERSION, conversionsFile, conversionsStatus } from "./google-ads.server";
import { createSalts, visitorHash } from "./visitors.server";
import { spaToday } from "~/lib/staff/leads";

export const CAMPAIGN_SPEND = defineOwnerSetting("campaign_spend", campaignSpendSchema, {});

/** Longest user agent hashed (a longer one is cut: the hash needs no more). */
const USER_AGENT_MAX = 512;

export function createFunnelService(options: {
  db: Database;
  logger: Logger;
  siteUrl: string;
  flushMs?: number;
}) {
  const { db, logger } = options;
  const site = new URL(options.siteUrl).host;
  const saltOf = createSalts(db);
  const queue = createEventQueue({ db, logger, flushMs: options.flushMs });

  return {
    /**
     * Queues one count; false when it was left out (a bot, or no browser named). Neither the IP
     * nor the user agent leaves this function: only the day's hash of them does.
     */
    async count(beacon: Beacon, ip: string, userAgent: string, now = Date.now()): Promise<boolean> {
      const agent = userAgent.slice(0, USER_AGENT_MAX);
      if (agent === "" || isbot(agent)) return false;
      const day = spaToday(new Date(now));
      const salt = await saltOf(day);
      queue.add({
        day,
        event: beacon.event,
        page: funnelPageOf(beacon.page),
        campaign: beacon.campaign ?? "",
        visitor: visitorHash(salt, site, ip, agent),
      });
      return true;
    },

    /** The owners' page: the period's figures, with the spend entered per campaign. */
    async figures(days: FunnelPeriod, now = Date.now()) {
      const { from, since } = periodStart(days, now);
      const [visits, leads, spend] = await Promise.all([
        visitSums(db, from),
        leadSums(db, since),
        readOwnerSetting(db, CAMPAIGN_SPEND),
      ]);
      return {
        from,
        to: spaToday(new Date(now)),
        spend,
        ...funnelTables(visits, leads, spend, days),
      };
    },

    conversion: () => readOwnerSetting(db, ADS_CONVERSION),

    async saveConversion(conversion: AdsConversion, actorId: string) {
      await writeOwnerSetting(db, ADS_CONVERSION, conversion, actorId);
      await recordEvent(db, { actorId, action: "ads_conversion_changed" });
    },

    async saveSpend(spend: CampaignSpend, actorId: string) {
      await writeOwnerSetting(db, CAMPAIGN_SPEND, spend, actorId);
      await recordEvent(db, {
        actorId,
        action: "campaign_spend_changed",
        detail: `${Object.keys(spend).length} campaigns`,
      });
    },

    async conversionsFile(again: boolean, actorId: string, now?: number) {
      const conversion = await readOwnerSetting(db, ADS_CONVERSION);
      return conversionsFile(db, { conversion, again, actorId, now });
    },

    /** What the next Google Ads file holds, and when the last was downloaded. */
    conversionsStatus: (now?: number) => conversionsStatus(db, now),

    /** Writes the counts queued so far (tests, and the benchmark, read after it). */
    flush: () => queue.flush(),
    stop: () => queue.stop(),
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
