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

const TEL_HREFS: Record<string, [string, string][]> = {
  "turns a US number into E.164": [
    ["(718) 555-0142", "+17185550142"],
    ["718.555.0142", "+17185550142"],
    ["1-718-555-0142", "+17185550142"],
    ["+1 (718) 555-0142", "+17185550142"],
  ],
  "drops an extension": [
    ["(718) 555-0142 ext. 12", "+17185550142"],
    ["(718) 555-0142 x12", "+17185550142"],
  ],
  "keeps other numbers as digits, with an explicit + kept": [
    ["+44 20 7946 0958", "+442079460958"],
    ["555-0142", "5550142"],
  ],
  "returns an empty string when there are no digits": [
    ["", ""],
    ["call us", ""],
  ],
};

describe("telHref", () => {
  it.each(Object.entries(TEL_HREFS))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(telHref(input), input).toBe(expected);
  });
});
