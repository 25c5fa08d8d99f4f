import { describe, expect, it } from "vitest";
import { FIRST_NAME_MAX, greetableFirstName } from "~/lib/leads/first-name";

describe("greetableFirstName: the only visitor text a message the site sends may carry", () => {
  it.each(["Ana", "Mary Jo", "Jean-Luc", "O'Neil", "O\u2019Brien", "Zoë", "Łucja", "José María"])(
    "keeps %s",
    (name) => expect(greetableFirstName(` ${name} `)).toBe(name),
  );

  it.each([
    "https://evil.example",
    "www.evil.example",
    "evil.example",
    "http",
    "www",
    "<b>Ana</b>",
    "Ana<script>",
    "Ana & Bob",
    "Ana1",
    "Call 555-0100",
    "Win a prize now",
    "a  b",
    "Ana--Maria",
    "",
    "   ",
    "x".repeat(FIRST_NAME_MAX + 1),
    "Ana\nBcc: x",
    "Ana\u202Eevil",
  ])("leaves out %j", (typed) => expect(greetableFirstName(typed)).toBeUndefined());

  it("answers quickly on long hostile input", () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) greetableFirstName(`${"a-".repeat(5000)}!`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
