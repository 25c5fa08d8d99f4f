/**
 * The leads inbox, one service over the three lead tables (the consultation table split by its
 * form), each job in its own module:
 *   inbox-list.server.ts    the filtered, keyset-paged list and the header's counts
 *   inbox-lead.server.ts    one lead: what the visitor sent, views, history, the resume file
 *   inbox-work.server.ts    status (optimistic concurrency), notes, the owner's delete
 *   inbox-chart.server.ts   leads per day and source for the chart
 *   inbox-export.server.ts  the CSV export and its audit rows
 *   inbox-sql.server.ts     the SQL they share (a branch per table, finding a lead's table)
 *   inbox-helpers.server.ts pure pieces (spa days, search term, cursor, file names)
 */
import type { LeadStatus } from "~/lib/leads/vocabulary";
import type { InboxFilter } from "~/lib/staff/schemas";
import type { Database } from "../../db/client.server";
import { campaignOfLead } from "../../leads/campaign.server";
import { leadsChart } from "./inbox-chart.server";
import { exportLeadsCsv } from "./inbox-export.server";
import { downloadResume, getLead, leadHistory, viewLead } from "./inbox-lead.server";
import { countNewLeads, listLeads, recentCampaigns, type PageCursor } from "./inbox-list.server";
import { addNote, changeStatus, removeLead, type CameInHook } from "./inbox-work.server";

export function createInbox(db: Database, onCameIn?: CameInHook) {
  return {
    /** The staff header's figures: New leads, and those New for over 24 hours. */
    counts: () => countNewLeads(db),
    /** One page of the filtered list, newest first; `cursor` goes older or newer. */
    list: (filter: InboxFilter, pageSize?: number, cursor?: PageCursor) =>
      listLeads(db, filter, pageSize, cursor),
    /** The campaigns of the last 90 days' leads: the filter's choices. */
    campaigns: () => recentCampaigns(db),
    /** Everything the visitor sent, or null. */
    get: (id: string) => getLead(db, id),
    /** A lead's page was opened: the lead, with the view recorded in its history. */
    view: (id: string, actorId: string) => viewLead(db, id, actorId),
    /** The ad click, campaign and first page its form sent, or null (decision 0030). */
    campaign: (id: string) => campaignOfLead(db, id),
    /** A lead's history, newest first, with each actor's e-mail. */
    history: (id: string) => leadHistory(db, id),
    /** The status, unless someone changed it since `expectedVersion`. */
    changeStatus: (id: string, status: LeadStatus, expectedVersion: number, actorId: string) =>
      changeStatus(db, id, status, expectedVersion, actorId, onCameIn),
    /** Adds a note to the lead's history; false when there is no such lead. */
    addNote: (id: string, note: string, actorId: string) => addNote(db, id, note, actorId),
    /** Deletes a lead, its resume, outbox row and history for good (one transaction). */
    remove: (id: string, actorId: string) => removeLead(db, id, actorId),
    /** A career application's resume file, with the download recorded; null if there is none. */
    downloadResume: (id: string, actorId: string) => downloadResume(db, id, actorId),
    /** Leads per spa day and source for the last `days` days, today included. */
    chart: (days?: number, now?: Date) => leadsChart(db, days, now),
    /** The whole filtered list as CSV, with the export recorded. */
    exportCsv: (filter: InboxFilter, actorId: string) => exportLeadsCsv(db, filter, actorId),
  };
}

export type Inbox = ReturnType<typeof createInbox>;
