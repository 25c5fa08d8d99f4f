/**
 * Handlers of the staff endpoints that work leads: status, notes, delete, the CSV export and the
 * resume download. The guard (http.server.ts) has already checked the session, the role and, on
 * POSTs, the origin and the anti-forgery token; the router has validated the body.
 */
import type { Request, Response } from "express";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";
import { spaToday } from "~/lib/staff/leads";
import { attachmentHeader, isUuid } from "./inbox-helpers.server";

type LeadHandlerId = "staffLeadsCsv" | "staffResume";

const NO_SUCH_LEAD = "No such lead: it may have been deleted.";

/** The :leadId of the path: anything but a UUID is answered 404 before any query runs. */
function leadIdOf(req: Request): string {
  const raw = req.params.leadId;
  const id = typeof raw === "string" ? raw : "";
  if (!isUuid(id)) throw new HttpError(404, NO_SUCH_LEAD);
  return id.toLowerCase();
}

/**
 * A download of personal data must come from our pages (or the address bar): a link or image on
 * another site could otherwise put the file on a staff member's computer and write a download
 * they never chose into the access log. Fetch Metadata says where a request came from.
 */
function assertNotCrossSite(req: Request) {
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, "Open this download from the staff pages.");
  }
}

export function createLeadWorkHandlers(services: Services): Pick<Handlers, LeadHandlerId> {
  const { inbox } = services.staff;
  const db = services.database.db;

  return {
    async staffLeadsCsv(input, req: Request, res: Response) {
      const identity = signedIn(req);
      const { csrfToken: _token, ...filter } = input;
      const { csv } = await inbox.exportCsv(filter, identity.userId);
      res.set("Content-Type", "text/csv; charset=utf-8");
      res.set("Content-Disposition", attachmentHeader(`leads-${spaToday()}.csv`));
      res.set("X-Content-Type-Options", "nosniff");
      res.set("Cache-Control", "no-store");
      return csv;
    },

    async staffResume(_input, req: Request, res: Response) {
      const identity = signedIn(req);
      const id = leadIdOf(req);
      assertNotCrossSite(req);
      const file = await inbox.resume(id);
      if (!file) throw new HttpError(404, "No such application or resume.");
      await recordEvent(db, { actorId: identity.userId, action: "resume_downloaded", leadId: id });
      res.set("Content-Type", file.contentType);
      res.set("Content-Disposition", attachmentHeader(file.fileName));
      res.set("X-Content-Type-Options", "nosniff");
      res.set("Cache-Control", "no-store");
      return file.content;
    },
  };
}
