/**
 * The cookie-less funnel's vocabulary (issue 20, decision 0031), alone in a module without
 * dependencies so the public pages' beacon needs nothing else: the events a page may count, where
 * it sends them, how large a beacon may be, and the periods the owners' page offers.
 */

/** A page view, the first interaction with a form on the page, a tap on the spa's number. */
export const FUNNEL_EVENTS = ["view", "form_start", "call"] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** Where the beacon goes (the endpoint table's `funnelEvent` entry reads it too). */
export const BEACON_PATH = "/api/event";
/** A beacon's largest body: a page, a campaign and an event name fit in far less. */
export const BEACON_MAX_BYTES = 2048;

/** The periods of the owners' page, in days (today included). */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
/** Raw events are kept this many days; the daily roll-ups forever. */
export const FUNNEL_EVENT_DAYS = 90;
