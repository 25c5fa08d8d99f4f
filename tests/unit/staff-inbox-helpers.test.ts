import { describe, expect, it } from "vitest";
import { csvCell, isFormulaLike, toCsv } from "~/server/leads/csv.server";
import {
  attachmentHeader,
  dayRange,
  dayStart,
  formatCursor,
  lastDays,
  likeEscape,
  parseCursor,
  searchTerm,
} from "~/server/staff/inbox/inbox-helpers.server";
import { describeFilter, exportDetail } from "~/server/staff/inbox/inbox-export.server";
import { describeFound } from "~/server/staff/privacy/person-data.server";
import { isUuid, spaDateTime } from "~/lib/staff/leads";

describe("CSV cells", () => {
  it("neutralises what a spreadsheet would run, and leaves plain text alone", () => {
    for (const value of ["=1+1", "+1 718", "-2+3", "@SUM(A1)", "\tx", "\r=1"]) {
      expect(isFormulaLike(value), JSON.stringify(value)).toBe(true);
      expect(csvCell(value).replace(/^"/, "").startsWith("'"), value).toBe(true);
    }
    for (const value of ["-", "", "Ana", "a=b", "(718) 555-0100", "1-2"]) {
      expect(isFormulaLike(value), value).toBe(false);
    }
    expect(csvCell("-")).toBe('"-"');
  });

  it("quotes every cell (RFC 4180)", () => {
    expect(csvCell('say "hi", bye')).toBe('"say ""hi"", bye"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    expect(csvCell("a;=1+1;b")).toBe('"a;=1+1;b"');
  });

  it("writes CRLF lines and an optional BOM", () => {
    expect(toCsv(["a", "b"], [["1", "2"]])).toBe('"a","b"\r\n"1","2"\r\n');
    expect(toCsv(["a"], [], { bom: true })).toBe('\uFEFF"a"\r\n');
  });
});

describe("the spa's days (America/New_York)", () => {
  it("starts a day at local midnight, standard and daylight time", () => {
    expect(dayStart("2026-01-15")?.toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(dayStart("2026-07-04")?.toISOString()).toBe("2026-07-04T04:00:00.000Z");
    // The days the clocks change: midnight is before the change.
    expect(dayStart("2026-03-08")?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-11-01")?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(dayStart("2026-02-30")).toBeNull();
    expect(dayStart("20260101")).toBeNull();
  });

  it("makes a range of whole days, both included, swapped when reversed", () => {
    const range = dayRange("2026-03-07", "2026-03-08");
    expect(range.start?.toISOString()).toBe("2026-03-07T05:00:00.000Z");
    // The 8th is 23 hours long: the range ends at the 9th's midnight, EDT.
    expect(range.end?.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(dayRange("2026-03-08", "2026-03-07")).toEqual(range);
    expect(dayRange(undefined, undefined)).toEqual({});
    expect(dayRange("2026-12-31", undefined).end).toBeUndefined();
    expect(dayRange(undefined, "2026-12-31").end?.toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  it("lists the last days in the spa's zone, today last", () => {
    // 02:00 UTC on the 2nd is still the 1st in New York.
    const days = lastDays(3, new Date("2026-12-02T02:00:00Z"));
    expect(days).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
    expect(spaDateTime("2026-12-02T02:00:00.000000Z")).toBe("2026-12-01 21:00");
  });
});

describe("search terms", () => {
  it("treats a phone-like search as digits, dropping a US country code", () => {
    expect(searchTerm("(718) 555-0100")?.digits).toBe("7185550100");
    expect(searchTerm("+1 718 555 0100")?.digits).toBe("7185550100");
    expect(searchTerm("555.01")?.digits).toBe("55501");
    expect(searchTerm("Ana 718")?.digits).toBeNull();
    expect(searchTerm("ana@x.com")?.digits).toBeNull();
    expect(searchTerm("  - ")?.digits).toBeNull();
  });

  it("escapes LIKE wildcards and ignores blank searches", () => {
    expect(likeEscape("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(searchTerm("a_b")?.pattern).toBe("%a\\_b%");
    expect(searchTerm("   ")).toBeNull();
    expect(searchTerm(undefined)).toBeNull();
    expect(searchTerm("x".repeat(10_000))?.pattern.length).toBe(102);
  });
});

describe("keyset cursors and ids", () => {
  const id = "5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11";
  it("reads back what it wrote, and nothing else", () => {
    const cursor = { createdAt: "2026-11-23T01:28:04.242123Z", id };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    expect(parseCursor(`2026-11-23T01:28:04.242Z~${id}`)).toBeNull();
    expect(parseCursor(`2026-11-23T01:28:04.242123Z~${id}x`)).toBeNull();
    expect(parseCursor("2026-13-45T99:99:99.000000Z~" + id)).toBeNull();
    expect(parseCursor("~".repeat(81))).toBeNull();
    expect(parseCursor(undefined)).toBeNull();
  });

  it("accepts only UUIDs as lead ids", () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid(`${id}0`)).toBe(false);
    expect(isUuid("../../etc/passwd")).toBe(false);
  });
});

describe("downloads and audit details", () => {
  it("builds an attachment header with an ASCII fallback and RFC 5987 name", () => {
    expect(attachmentHeader("resume_CV.pdf")).toBe(
      `attachment; filename="resume_CV.pdf"; filename*=UTF-8''resume_CV.pdf`,
    );
    expect(attachmentHeader("a\"b\\c\r\nd (1)*'é.pdf")).toBe(
      `attachment; filename="a_b_cd _1____.pdf"; filename*=UTF-8''a%22b%5Ccd%20%281%29%2A%27%C3%A9.pdf`,
    );
    expect(attachmentHeader("\u0000")).toContain('filename="download"');
  });

  it("describes an export's filter without the search text", () => {
    expect(describeFilter({})).toBe("all leads");
    expect(describeFilter({ kind: "career", status: "overdue", q: "Ana Rivera" })).toBe(
      "leads: Career application only, overdue, matching a search",
    );
    // Words, not codes or ISO dates (issue 35): the access log is read by the owner.
    expect(describeFilter({ status: "came_in", from: "2026-11-01", to: "2026-11-30" })).toBe(
      "leads: marked Came in, from Nov 1, 2026, to Nov 30, 2026",
    );
  });

  it("counts in the access log's words: one lead, and no outbox (issue 35)", () => {
    expect(exportDetail({}, 1)).toBe("all leads; 1 lead");
    expect(exportDetail({}, 2)).toBe("all leads; 2 leads");
    const found = {
      kinds: [],
      names: [],
      leads: 1,
      resumes: 0,
      notes: 1,
      historyEntries: 1,
      outbox: 2,
      replies: 0,
      texts: 0,
    };
    expect(describeFound(found)).toBe("1 note, 2 e-mails about them, sent or waiting");
  });
});
