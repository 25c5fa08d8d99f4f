/**
 * The review request's pure rules (issue 30): when the request and the reminder are due (spa
 * time, across the clock changes), which review links count, and the e-mail's words (first name
 * only, no gating question, a visible stop link, everything escaped).
 */
import { describe, expect, it } from "vitest";
import { renderReviewMail, reviewLinks } from "~/lib/reviews/message";
import {
  DEFAULT_REVIEW_SETTINGS,
  hourWords,
  reminderDueAt,
  requestDueAt,
  reviewSettingsSchema,
} from "~/lib/reviews/settings";

const settings = DEFAULT_REVIEW_SETTINGS;

describe("review request timing", () => {
  it("is the next day at 10:00 AM spa time, the reminder 5 days later at the same hour", () => {
    // 8:30 PM on Tuesday Nov 3, 2026 in New York (EST, UTC-5) is 01:30 UTC on Nov 4.
    const visit = new Date("2026-11-04T01:30:00Z");
    const due = requestDueAt(visit, settings);
    expect(due.toISOString()).toBe("2026-11-04T15:00:00.000Z");
    expect(reminderDueAt(due, settings).toISOString()).toBe("2026-11-09T15:00:00.000Z");
  });

  it("keeps the spa's hour across the clock changes", () => {
    // Saturday Mar 7, 2026 (EST) -> Sunday Mar 8 is the spring change: 10:00 AM is UTC-4.
    expect(requestDueAt(new Date("2026-03-07T17:00:00Z"), settings).toISOString()).toBe(
      "2026-03-08T14:00:00.000Z",
    );
    // Oct 31 (EDT) + 5 days at 10:00 AM: Nov 5 is EST again.
    const due = requestDueAt(new Date("2026-10-30T16:00:00Z"), settings);
    expect(due.toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(reminderDueAt(due, settings).toISOString()).toBe("2026-11-05T15:00:00.000Z");
  });

  it("follows the owner's days and hour", () => {
    const own = { ...settings, delayDays: 3, sendHour: 18, reminderDays: 7 };
    const due = requestDueAt(new Date("2026-06-01T12:00:00Z"), own);
    expect(due.toISOString()).toBe("2026-06-04T22:00:00.000Z");
    expect(reminderDueAt(due, own).toISOString()).toBe("2026-06-11T22:00:00.000Z");
    expect(hourWords(18)).toBe("6:00 PM");
    expect(hourWords(12)).toBe("12:00 PM");
    expect(hourWords(9)).toBe("9:00 AM");
  });

  it("refuses settings outside the decent hours and the allowed days", () => {
    expect(reviewSettingsSchema.safeParse({ ...settings, sendHour: 3 }).success).toBe(false);
    expect(reviewSettingsSchema.safeParse({ ...settings, delayDays: 0 }).success).toBe(false);
    expect(reviewSettingsSchema.safeParse({ ...settings, reminderDays: 30 }).success).toBe(false);
    expect(reviewSettingsSchema.safeParse({ ...settings, subject: "  " }).success).toBe(false);
    expect(reviewSettingsSchema.safeParse(settings).success).toBe(true);
  });
});

describe("review links and the e-mail", () => {
  it("counts only the sites with a web address", () => {
    expect(
      reviewLinks({ google_plus_url: "https://g.page/r/abc/review", yelp_reviews: "" }),
    ).toEqual([{ site: "google", name: "Google", url: "https://g.page/r/abc/review" }]);
    expect(reviewLinks({ google_plus_url: "javascript:alert(1)", yelp_reviews: " " })).toEqual([]);
  });

  it("greets by first name, asks without a gating question, escapes and links the stop", () => {
    const mail = renderReviewMail({
      kind: "request",
      firstName: "Ana",
      settings: { ...settings, message: "Thanks <b>so</b> much!" },
      salonName: "Serenity & Co",
      buttons: [{ name: "Google", href: "https://spa.example/r/tok/google" }],
      stopUrl: "https://spa.example/reviews/stop/tok",
    });
    expect(mail.subject).toBe("Thank you for visiting us");
    expect(mail.text).toContain("Hi Ana,");
    expect(mail.text).toContain("Review us on Google: https://spa.example/r/tok/google");
    expect(mail.text).toContain("Stop review requests: https://spa.example/reviews/stop/tok");
    expect(mail.html).toContain("Thanks &lt;b&gt;so&lt;/b&gt; much!");
    expect(mail.html).toContain("Serenity &amp; Co");
    expect(mail.html).not.toMatch(/<img|star|how did we do|rate us/i);
    const reminder = renderReviewMail({
      kind: "reminder",
      firstName: undefined,
      settings,
      salonName: "Serenity",
      buttons: [],
      stopUrl: "https://spa.example/reviews/stop/tok",
    });
    expect(reminder.subject).toBe("Reminder: Thank you for visiting us");
    expect(reminder.text.startsWith("Hello,")).toBe(true);
    expect(reminder.text).toContain("This is the last time we ask.");
  });
});
