import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/lib/display/opening-hours";
import {
  acknowledgeableAddress,
  acknowledgementSubject,
  greetableFromFullName,
  nextDaysHours,
  spaWeekday,
} from "~/lib/leads/acknowledgement";
import { renderAcknowledgement } from "~/server/mail/acknowledgement-message.server";

const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
const WEEK: WeeklyHours = {
  monday: { closed: true, opens: "09:00", closes: "17:00" },
  tuesday: open("09:00", "19:00"),
  wednesday: open("09:00", "19:00"),
  thursday: open("10:00", "20:00"),
  friday: open("09:00", "19:00"),
  saturday: open("09:00", "17:00"),
  sunday: open("10:00", "16:00"),
};

// Thursday, Nov 26 2026, 11:00 PM in New York, already Friday in UTC.
const THURSDAY_NIGHT = new Date("2026-11-27T04:00:00Z");

describe("the hours of the days ahead", () => {
  it("starts from the spa's today, whatever the server's zone, and names the first two days", () => {
    expect(spaWeekday(THURSDAY_NIGHT)).toBe("thursday");
    expect(nextDaysHours(WEEK, THURSDAY_NIGHT)).toEqual([
      { day: "Today", hours: "10:00 AM - 8:00 PM" },
      { day: "Tomorrow", hours: "9:00 AM - 7:00 PM" },
      { day: "Saturday", hours: "9:00 AM - 5:00 PM" },
      { day: "Sunday", hours: "10:00 AM - 4:00 PM" },
      { day: "Monday", hours: "Closed" },
      { day: "Tuesday", hours: "9:00 AM - 7:00 PM" },
      { day: "Wednesday", hours: "9:00 AM - 7:00 PM" },
    ]);
  });
});

describe("the first name of a contact enquiry's full name", () => {
  it.each([
    ["Ana Rivera", "Ana"],
    ["  Mary Jo  Smith ", "Mary"],
    ["Jean-Luc O'Neil", "Jean-Luc"],
    ["Zoë", "Zoë"],
    ["Ana https://spam.example", undefined],
    ["Claim your free prize now at our store", undefined],
    ["<b>Bob</b> Smith", undefined],
    ["Bob2000", undefined],
    ["www Smith", undefined],
    ["", undefined],
  ])("%j -> %j", (typed, expected) => {
    expect(greetableFromFullName(typed)).toBe(expected);
  });
});

describe("the acknowledgement e-mail", () => {
  const salon = {
    name: "Serenity  Day Spa",
    phone: "(718) 555-0142",
    email: "hello@serenity.example",
    street: "1 Hylan Blvd",
    city: "Staten Island",
    state: "NY",
    zip: "10305",
    hours: WEEK,
  };
  const render = (over: Partial<Parameters<typeof renderAcknowledgement>[0]> = {}) =>
    renderAcknowledgement({
      kind: "lead",
      firstName: "Ana",
      wordingHtml: "<p>Thanks <strong>a lot</strong>.</p><ul><li>One</li><li>Two</li></ul>",
      salon,
      bookingUrl: undefined,
      now: THURSDAY_NIGHT,
      ...over,
    });

  it("has a subject naming the salon, per kind", () => {
    expect(render().subject).toBe("We received your request - Serenity Day Spa");
    expect(render({ kind: "career" }).subject).toBe(
      "We received your application - Serenity Day Spa",
    );
    expect(acknowledgementSubject("contact", "")).toBe("We received your request");
  });

  it("writes the text part from the same parts as the HTML", () => {
    const { text, html } = render();
    expect(text).toBe(
      [
        "Hello Ana,",
        "",
        "Thanks a lot.",
        "",
        "- One",
        "- Two",
        "",
        "What happens next",
        "A member of our team will call or e-mail you, usually within one business day. There is nothing more you need to do.",
        "",
        "Call us: (718) 555-0142",
        "",
        "Our hours for the next days",
        "Today:     10:00 AM - 8:00 PM",
        "Tomorrow:  9:00 AM - 7:00 PM",
        "Saturday:  9:00 AM - 5:00 PM",
        "Sunday:    10:00 AM - 4:00 PM",
        "Monday:    Closed",
        "Tuesday:   9:00 AM - 7:00 PM",
        "Wednesday: 9:00 AM - 7:00 PM",
        "",
        "Serenity Day Spa",
        "1 Hylan Blvd",
        "Staten Island, NY 10305",
        "",
      ].join("\n"),
    );
    expect(html).toContain('<a href="tel:+17185550142"');
    expect(html).toContain("<strong>a lot</strong>");
    expect(html).toContain("max-width:600px");
  });

  it("shows the spa's phone grouped, however the salon record has it typed", () => {
    const { text, html } = render({ salon: { ...salon, phone: "7185550142" } });
    expect(text).toContain("Call us: (718) 555-0142");
    expect(html).toContain(">(718) 555-0142</a>");
  });

  it("greets without a name when there is none, and adds the booking link only when set", () => {
    const plain = render({ firstName: undefined });
    expect(plain.text.startsWith("Hello,\n")).toBe(true);
    expect(plain.html).not.toContain("Book an appointment");
    const booking = render({ bookingUrl: "https://book.example/?a=1&b=2" });
    expect(booking.text).toContain("Book an appointment online: https://book.example/?a=1&b=2");
    expect(booking.html).toContain('href="https://book.example/?a=1&amp;b=2"');
  });

  it("keeps only the allowed markup of the owner's wording", () => {
    const { html } = render({
      wordingHtml: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:x()">y</a>',
    });
    expect(html).not.toMatch(/onclick|<script|alert|javascript:/);
  });
});

describe("the address an acknowledgement may go to", () => {
  it.each([
    ["  Ana.Rivera+spa@Example.com ", "Ana.Rivera+spa@Example.com"],
    ["o'neil@mail.example.co.uk", "o'neil@mail.example.co.uk"],
    ["a,victim@example.com", undefined],
    ['"x"@example.com', undefined],
    ["a<victim@example.com>", undefined],
    ["a;b@example.com", undefined],
    ["ana@localhost", undefined],
    ["ana@-bad.example", undefined],
    [".ana@example.com", undefined],
    ["ana..b@example.com", undefined],
    ["zoë@example.com", undefined],
    [`${"a".repeat(65)}@example.com`, undefined],
  ])("%j -> %j", (typed, expected) => {
    expect(acknowledgeableAddress(typed)).toBe(expected);
  });
});
