import { describe, expect, it } from "vitest";
import { parseAboutUs, telHref } from "~/lib/display";

describe("parseAboutUs", () => {
  it("reads heading, intro and heading/body pairs", () => {
    expect(parseAboutUs("About\nIntro text\nOur Story\nStory body\nOur Team\nTeam body")).toEqual({
      heading: "About",
      intro: "Intro text",
      sections: [
        { heading: "Our Story", body: "Story body" },
        { heading: "Our Team", body: "Team body" },
      ],
    });
  });

  it("skips blank lines and handles Windows line endings", () => {
    expect(parseAboutUs("\r\nAbout \r\n\r\n Intro\r\n\r\nStory\r\nBody\r\n")).toEqual({
      heading: "About",
      intro: "Intro",
      sections: [{ heading: "Story", body: "Body" }],
    });
  });

  it("gives a trailing heading an empty body", () => {
    expect(parseAboutUs("About\nIntro\nStory\nBody\nLonely heading").sections).toEqual([
      { heading: "Story", body: "Body" },
      { heading: "Lonely heading", body: "" },
    ]);
  });

  it("handles missing parts", () => {
    expect(parseAboutUs("")).toEqual({ heading: "", intro: "", sections: [] });
    expect(parseAboutUs("Only a heading")).toEqual({
      heading: "Only a heading",
      intro: "",
      sections: [],
    });
  });
});

describe("telHref", () => {
  it("turns a US number into E.164", () => {
    expect(telHref("(718) 555-0142")).toBe("+17185550142");
    expect(telHref("718.555.0142")).toBe("+17185550142");
    expect(telHref("1-718-555-0142")).toBe("+17185550142");
    expect(telHref("+1 (718) 555-0142")).toBe("+17185550142");
  });

  it("drops an extension", () => {
    expect(telHref("(718) 555-0142 ext. 12")).toBe("+17185550142");
    expect(telHref("(718) 555-0142 x12")).toBe("+17185550142");
  });

  it("keeps other numbers as digits, with an explicit + kept", () => {
    expect(telHref("+44 20 7946 0958")).toBe("+442079460958");
    expect(telHref("555-0142")).toBe("5550142");
  });

  it("returns an empty string when there are no digits", () => {
    expect(telHref("")).toBe("");
    expect(telHref("call us")).toBe("");
  });
});
