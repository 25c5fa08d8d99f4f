/**
 * The staff navigation's one list (decision 0041): which pages a member sees, in order, and which
 * are daily tasks. The laptop header shows them all in a row; the phone's tab bar shows the daily
 * ones and puts the rest behind "More". Who may open a page is still its loader's to check
 * (guard.ts): this only leaves out links that would be refused.
 */
import type { StaffRoleName } from "~/lib/staff/schemas";

export interface StaffNavMember {
  role: StaffRoleName;
  mayEditContent: boolean;
  mustEnrol: boolean;
}

export interface StaffNavLink {
  to: string;
  label: string;
  /** A daily task: a tab of its own on a phone; the rest are behind "More". */
  daily: boolean;
  /** Current only on this exact address (the inbox), not on the pages under it. */
  end?: boolean;
  /** A page outside the staff area (the public site): loaded whole, as a visitor gets it. */
  reloadDocument?: boolean;
}

interface NavEntry extends StaffNavLink {
  /** Who sees the link, given that the member has a second factor where one is required. */
  shownTo: (member: StaffNavMember) => boolean;
}

const everyone = () => true;
const owners = (member: StaffNavMember) => member.role === "owner";

const ENTRIES: readonly NavEntry[] = [
  { to: "/staff", label: "Leads", daily: true, end: true, shownTo: everyone },
  {
    to: "/staff/content",
    label: "Site content",
    daily: true,
    shownTo: (member) => member.mayEditContent,
  },
  { to: "/staff/funnel", label: "Ads and visits", daily: true, shownTo: owners },
  { to: "/staff/accounts", label: "Accounts", daily: false, shownTo: owners },
  { to: "/staff/reply-templates", label: "Reply templates", daily: false, shownTo: owners },
  { to: "/staff/privacy", label: "Privacy", daily: false, shownTo: owners },
  { to: "/staff/access-log", label: "Access log", daily: false, shownTo: owners },
  { to: "/staff/visitor-email", label: "E-mail to visitors", daily: false, shownTo: owners },
  { to: "/staff/reviews", label: "Review requests", daily: false, shownTo: owners },
  { to: "/staff/texts", label: "Text messages", daily: false, shownTo: owners },
  { to: "/staff/alerts", label: "Alerts", daily: false, shownTo: everyone },
];

/** Until a required second factor is set up, the security page is the only way on (0018). */
const SECURITY: StaffNavLink = { to: "/staff/security", label: "Security", daily: false };

/** The public site's home page, to check it as visitors see it (behind "More" on a phone). */
const THE_SITE: StaffNavLink = {
  to: "/",
  label: "View the site",
  daily: false,
  end: true,
  reloadDocument: true,
};

/** The links `member` sees, in the order they are shown. */
export function staffNavLinks(member: StaffNavMember): StaffNavLink[] {
  if (member.mustEnrol) return [{ ...SECURITY, daily: true }];
  const shown = ENTRIES.filter((entry) => entry.shownTo(member)).map(
    ({ shownTo: _shownTo, ...link }) => link,
  );
  return [...shown, SECURITY, THE_SITE];
}

/** Whether `pathname` is `link`'s page or, unless `end`, a page under it. */
export function isCurrentLink(link: StaffNavLink, pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path === link.to) return true;
  return !link.end && path.startsWith(`${link.to}/`);
}
