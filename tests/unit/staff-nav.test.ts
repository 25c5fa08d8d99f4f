/**
 * The staff navigation's one list (decision 0041): who sees which link, which are the phone's
 * daily tabs, and which link is current.
 */
import { describe, expect, it } from "vitest";
import { isCurrentLink, staffNavLinks, type StaffNavMember } from "~/routes/staff/shared/nav";

const owner: StaffNavMember = { role: "owner", mayEditContent: true, mustEnrol: false };
const member: StaffNavMember = { role: "staff", mayEditContent: false, mustEnrol: false };
const labels = (who: StaffNavMember) => staffNavLinks(who).map((link) => link.label);
const daily = (who: StaffNavMember) =>
  staffNavLinks(who)
    .filter((link) => link.daily)
    .map((link) => link.label);

describe("staffNavLinks", () => {
  it("gives an owner every page, the daily tasks first", () => {
    expect(labels(owner)).toEqual([
      "Leads",
      "Site content",
      "Ads and visits",
      "Accounts",
      "Reply templates",
      "Privacy",
      "Access log",
      "E-mail to visitors",
      "Review requests",
      "Text messages",
      "Alerts",
      "Security",
      "View the site",
    ]);
    expect(daily(owner)).toEqual(["Leads", "Site content", "Ads and visits"]);
  });

  it("gives a member the leads, alerts and security, and content when the owners allow it", () => {
    expect(labels(member)).toEqual(["Leads", "Alerts", "Security", "View the site"]);
    expect(daily(member)).toEqual(["Leads"]);
    expect(labels({ ...member, mayEditContent: true })).toEqual([
      "Leads",
      "Site content",
      "Alerts",
      "Security",
      "View the site",
    ]);
  });

  it("shows only the security page until a required second factor is set up", () => {
    for (const who of [owner, member]) {
      expect(staffNavLinks({ ...who, mustEnrol: true })).toEqual([
        { to: "/staff/security", label: "Security", daily: true },
      ]);
    }
  });
});

describe("isCurrentLink", () => {
  const [leads, content] = staffNavLinks(owner);
  it("marks the inbox on the inbox only, a section on its pages too", () => {
    expect(isCurrentLink(leads!, "/staff")).toBe(true);
    expect(isCurrentLink(leads!, "/staff/")).toBe(true);
    expect(isCurrentLink(leads!, "/staff/leads/5")).toBe(false);
    expect(isCurrentLink(content!, "/staff/content/blog/0")).toBe(true);
    expect(isCurrentLink(content!, "/staff/content-other")).toBe(false);
    expect(isCurrentLink(content!, "/staff/accounts")).toBe(false);
  });
});
