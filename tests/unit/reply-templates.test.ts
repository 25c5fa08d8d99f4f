import { describe, expect, it } from "vitest";
import { checkForm } from "~/lib/forms/form-check";
import {
  DEFAULT_REPLY_TEMPLATES,
  defaultTemplateIndex,
  fillPlaceholders,
  fillTemplate,
  leadReplySchema,
  REPLY_LIMITS,
  replyTemplatesSchema,
  treatmentWords,
  type ReplyValues,
} from "~/lib/staff/reply-templates";
import { replyHtml } from "~/server/mail/reply-delivery.server";

const salon = { salonName: "Serenity Day Spa", phone: "(718) 555-0142" };
const full: ReplyValues = {
  ...salon,
  firstName: "Ana",
  treatment: "IPL therapy",
  bookingLink: "https://book.example/spa",
};

describe("fillPlaceholders: a template filled with one lead's values", () => {
  it("fills every placeholder, as people write them", () => {
    expect(
      fillPlaceholders(
        "Hi {first name}, about {treatment}: {booking link} · {salon name} {phone}",
        full,
      ),
    ).toBe("Hi Ana, about IPL therapy: https://book.example/spa · Serenity Day Spa (718) 555-0142");
  });

  it("accepts other capitals and spacing inside the braces", () => {
    expect(fillPlaceholders("{First Name} {  BOOKING   link }", full)).toBe(
      "Ana https://book.example/spa",
    );
  });

  it("falls back when a value is missing: 'there', 'our treatments', the spa's phone", () => {
    expect(fillPlaceholders("Hi {first name}, {treatment}, {booking link}", salon)).toBe(
      "Hi there, our treatments, (718) 555-0142",
    );
    expect(fillPlaceholders("{first name}", { ...salon, firstName: "  " })).toBe("there");
  });

  it("writes the spa's phone grouped, however the salon record has it typed", () => {
    const digits = { ...salon, phone: "7185550142" };
    expect(fillPlaceholders("{phone} / {booking link}", digits)).toBe(
      "(718) 555-0142 / (718) 555-0142",
    );
  });

  it("leaves unknown placeholders visible, so the sender sees them", () => {
    expect(fillPlaceholders("Dear {last name}, {first name}! {}", full)).toBe(
      "Dear {last name}, Ana! {}",
    );
  });

  it("fills once: a value holding braces is not filled again", () => {
    expect(fillPlaceholders("{salon name}", { ...full, salonName: "{phone}" })).toBe("{phone}");
  });

  it("caps the text before the pattern runs, and stays fast on hostile input", () => {
    expect(fillPlaceholders("x".repeat(10_000), full)).toHaveLength(REPLY_LIMITS.body);
    const hostile = "{".repeat(50_000) + "a".repeat(50_000);
    const started = performance.now();
    fillPlaceholders(hostile, full, 100_000);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("fills the default templates without a placeholder left over", () => {
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      const filled = fillTemplate(template, full);
      expect(`${filled.subject}\n${filled.body}`).not.toMatch(/[{}]/);
      expect(filled.body).toContain("Hi Ana,");
    }
  });
});

describe("the templates and the reply form's schemas", () => {
  it("accept the default templates", () => {
    expect(replyTemplatesSchema.safeParse(DEFAULT_REPLY_TEMPLATES).success).toBe(true);
  });

  it(`keep at most ${REPLY_LIMITS.templates} templates`, () => {
    const many = Array.from({ length: REPLY_LIMITS.templates + 1 }, (_, i) => ({
      name: `T${i}`,
      subject: "S",
      body: "B",
    }));
    expect(replyTemplatesSchema.safeParse(many).success).toBe(false);
    expect(replyTemplatesSchema.safeParse(many.slice(1)).success).toBe(true);
  });

  it("refuse an empty or over-long template field, a subject on two lines", () => {
    const ok = { name: "N", subject: "S", body: "B" };
    expect(replyTemplatesSchema.safeParse([{ ...ok, name: " " }]).success).toBe(false);
    expect(
      replyTemplatesSchema.safeParse([{ ...ok, body: "x".repeat(REPLY_LIMITS.body + 1) }]).success,
    ).toBe(false);
    expect(replyTemplatesSchema.safeParse([{ ...ok, subject: "a\nBcc: x@y.z" }]).success).toBe(
      false,
    );
  });

  it("check a reply: subject and message required, lines allowed in the message only", () => {
    const checked = checkForm(leadReplySchema, { csrfToken: "t", subject: "", body: " " });
    expect(checked).toEqual({
      ok: false,
      errors: { subject: "Write a subject", body: "Write the message" },
    });
    expect(
      checkForm(leadReplySchema, { csrfToken: "t", subject: " Hi ", body: "Line 1\nLine 2" }),
    ).toEqual({ ok: true, value: { csrfToken: "t", subject: "Hi", body: "Line 1\nLine 2" } });
  });
});

describe("which template and treatment a lead starts from", () => {
  it("starts an application from the job template, an inquiry from the message one", () => {
    expect(defaultTemplateIndex(DEFAULT_REPLY_TEMPLATES, "career")).toBe(1);
    expect(defaultTemplateIndex(DEFAULT_REPLY_TEMPLATES, "contact")).toBe(2);
    expect(defaultTemplateIndex(DEFAULT_REPLY_TEMPLATES, "treatment")).toBe(0);
    expect(defaultTemplateIndex(DEFAULT_REPLY_TEMPLATES, "consultation_ipl")).toBe(0);
    expect(defaultTemplateIndex([{ name: "A", subject: "", body: "" }], "career")).toBe(0);
  });

  it("says the treatment of each ads form in words", () => {
    expect(treatmentWords("consultation", null)).toBe("tattoo removal");
    expect(treatmentWords("consultation_ipl", null)).toBe("IPL therapy");
    expect(treatmentWords("treatment", "both")).toBe("IPL therapy and tattoo removal");
    expect(treatmentWords("treatment", "ipl-therapy")).toBe("IPL therapy");
    expect(treatmentWords("contact", null)).toBeUndefined();
    expect(treatmentWords("career", null)).toBeUndefined();
  });
});

describe("the reply's HTML part", () => {
  it("shows the text, escaped, one paragraph per blank line, in one narrow column", () => {
    const html = replyHtml("Hi <b>Ana</b> & co,\n\nSee you\nsoon", "Spa & Co");
    expect(html).toContain("Hi &lt;b&gt;Ana&lt;/b&gt; &amp; co,");
    expect(html).not.toContain("<b>");
    expect(html.match(/<p /g)).toHaveLength(2);
    expect(html).toContain("max-width:600px");
    expect(html).toContain('name="viewport"');
  });
});
