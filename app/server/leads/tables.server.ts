/**
 * The table of each lead store (`lib/leads/vocabulary.ts`): the inbox, a person's data and the
 * retention job read all three, the list from here.
 */
import { LEAD_STORES, type LeadStore } from "~/lib/leads/vocabulary";

export const LEAD_TABLE = {
  contact: "contact_enquiry",
  career: "career_application",
  lead: "consultation_lead",
} as const satisfies Record<LeadStore, string>;
export type LeadTable = (typeof LEAD_TABLE)[LeadStore];

/** The three tables, in the vocabulary's order. */
export const LEAD_TABLES: readonly LeadTable[] = LEAD_STORES.map((store) => LEAD_TABLE[store]);

/** The store a table holds. */
export const storeOfTable = (table: LeadTable): LeadStore =>
  LEAD_STORES.find((store) => LEAD_TABLE[store] === table) ?? "lead";
