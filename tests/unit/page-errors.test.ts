import { describe, expect, it } from "vitest";
import { clientMistakeOf, isForeignOriginAction } from "~/server/html/page-errors.server";

const SITE = "https://spa.example/contact-us";
const post = (origin?: string) =>
  new Request(SITE, { method: "POST", headers: origin === undefined ? {} : { origin } });

/** A route error response as React Router reports a 405 or a 404 (its shape is what it checks). */
const routeError = (status: number, statusText: string) => ({
  status,
  statusText,
  internal: true,
  data: `Error: You made a POST request to "/about"`,
  error: new Error(`You made a POST request to "/about"`),
});

describe("isForeignOriginAction", () => {
  it("is true for a post from another site, or with an Origin that is not an address", () => {
    expect(isForeignOriginAction(post("https://evil.example"))).toBe(true);
    expect(isForeignOriginAction(post("http://spa.example"))).toBe(true);
    expect(isForeignOriginAction(post("null"))).toBe(true);
    expect(isForeignOriginAction(post("not a url"))).toBe(true);
  });

  it("is false for our own origin, no Origin at all, and reads", () => {
    expect(isForeignOriginAction(post("https://spa.example"))).toBe(false);
    expect(isForeignOriginAction(post())).toBe(false);
    const read = new Request(SITE, { headers: { origin: "https://evil.example" } });
    expect(isForeignOriginAction(read)).toBe(false);
  });
});

describe("clientMistakeOf", () => {
  it("takes a 4xx route error as the client's, with its status text, never its message", () => {
    expect(clientMistakeOf(routeError(405, "Method Not Allowed"), post())).toEqual({
      status: 405,
      reason: "Method Not Allowed",
    });
    expect(clientMistakeOf(routeError(404, "Not Found"), post())?.status).toBe(404);
  });

  it("takes any error of a post from another site as the client's", () => {
    const refused = new Error("The `request.url` origin does not match `origin` header");
    expect(clientMistakeOf(refused, post("https://evil.example"))).toEqual({
      status: 400,
      reason: "form sent from another site",
    });
  });

  it("leaves our own failures to be logged as errors", () => {
    expect(clientMistakeOf(new Error("relation does not exist"), post())).toBeNull();
    expect(clientMistakeOf(new Error("boom"), post("https://spa.example"))).toBeNull();
    expect(clientMistakeOf(routeError(500, "Internal Server Error"), post())).toBeNull();
  });
});
