/**
 * What each role may see and do, in one place (issue 35, item 12): the accounts page says it in
 * these words, and the inbox and the export route apply the same rule. Owners may do everything;
 * a staff member works the leads, and edits content or exports every lead's details only when the
 * owners allow it (their two switches on the accounts page). Pure: pages and server import it.
 */
import type { StaffRoleName } from "./schemas";

/** The owners' two switches for members with the `staff` role (both off until an owner says). */
export interface StaffRights {
  staffMayEditContent: boolean;
  staffMayExportLeads: boolean;
}

/** The role's name in the accounts page's list and its invite form. */
export const ROLE_NAMES: Record<StaffRoleName, string> = {
  owner: "Owner",
  staff: "Staff member",
};

/** Whether a member may download every lead's details at once (the inbox's Export CSV). */
export const mayExportLeads = (role: StaffRoleName, staffMayExportLeads: boolean) =>
  role === "owner" || staffMayExportLeads;

/** The export route's refusal (403) to a member without the right. */
export const LEADS_EXPORT_REFUSED =
  "Only an owner can export every lead's details, unless the owners let staff members do it too.";

/** What each role can see and do, sentence by sentence, under the owners' current switches. */
export function roleAbilities(rights: StaffRights): Record<StaffRoleName, string[]> {
  return {
    owner: [
      "Everything a staff member can do, and delete a lead.",
      "Export every lead's details to a spreadsheet file (Export CSV).",
      "Edit and publish the site's content.",
      "Add and disable accounts, and change the settings on this page.",
      "Ads and visits, reply templates, e-mails to visitors, review requests, privacy requests and the access log.",
    ],
    staff: [
      "See every lead, call, text and e-mail them, add notes and change their status, and download a job applicant's resume.",
      "Turn on alerts for new leads on their own phone, and look after their own password and sign-in.",
      rights.staffMayEditContent
        ? "Edit and publish the site's content (you allow it below)."
        : "Not edit the site's content (you can allow it below).",
      rights.staffMayExportLeads
        ? "Export every lead's details to a spreadsheet file (you allow it below)."
        : "Not export every lead's details at once (you can allow it below).",
      "Not see accounts, ads and visits, privacy requests, the access log or the other owner settings.",
    ],
  };
}
