import { describe, expect, it } from "vitest";
import { chooseTemplate, hasTyping } from "~/routes/staff/lead/reply-box";

const thanks = { subject: "Thanks, Ann", body: "Thank you for your message." };
const book = { subject: "Let's book, Ann", body: "Book your free consultation here." };

describe("one reply box: a template never wipes what she typed without asking (issue 35)", () => {
  it("takes the template at once when the box is untouched or empty", () => {
    expect(chooseTemplate(thanks, thanks, book, false)).toEqual({ text: book, ask: false });
    expect(chooseTemplate({ subject: "", body: " " }, thanks, book, false)).toEqual({
      text: book,
      ask: false,
    });
    // A browser sends a textarea's line ends as CRLF: the same text, not typing.
    const crlf = { subject: thanks.subject, body: "Line one\r\nline two" };
    expect(hasTyping(crlf, { subject: thanks.subject, body: "Line one\nline two" })).toBe(false);
  });

  it("keeps her typing and asks when the box holds a changed reply", () => {
    const typed = { ...thanks, body: "Thank you! Saturday at 10 works." };
    expect(chooseTemplate(typed, thanks, book, false)).toEqual({ text: typed, ask: true });
    const subjectOnly = { ...thanks, subject: "Your Saturday visit" };
    expect(chooseTemplate(subjectOnly, thanks, book, false).ask).toBe(true);
  });

  it("replaces her typing once she said yes", () => {
    const typed = { ...thanks, body: "Thank you! Saturday at 10 works." };
    expect(chooseTemplate(typed, thanks, book, true)).toEqual({ text: book, ask: false });
  });
});
