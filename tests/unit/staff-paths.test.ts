/**
 * The path rules the staff area's safety rests on: what `next` may name after sign-in, what the
 * preview may frame, and the spelling every access rule compares (decisionPath).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decisionPath, hasDotSegmentOrBackslash } from "~/lib/site/paths";
import { safeNext } from "../../app/routes/staff/shared/guard";
import { previewPath } from "~/lib/staff/preview";
import { isStaffPath, loggablePath } from "~/server/staff/sessions/http.server";

/** Where a browser goes when a page at /staff/sign-in answers `Location: value`. */
const followed = (location: string) => new URL(location, "https://spa.example/staff/sign-in");

describe("safeNext", () => {
  it("keeps a staff page with its query", () => {
    expect(safeNext("/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11")).toBe(
      "/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11",
    );
    expect(safeNext("/staff?status=new&q=ann")).toBe("/staff?status=new&q=ann");
  });

  it.each([
    "/staff/../\t/evil.example",
    "/staff/../%09/evil.example",
    "/staff/../\n/evil.example",
    "/staff/..\\/evil.example",
    "/staff/%2e%2e/%2e%2e//evil.example",
    "//evil.example/staff",
    "/\\evil.example/staff",
    "https://evil.example/staff",
    "/staffer",
    "/staff/sign-in?next=/staff",
    "/STAFF/SIGN-IN",
    "/staff/\u0000",
    "/staff/ x",
    `/staff/${"a".repeat(300)}`,
  ])("sends %j to the staff home instead", (raw) => {
    expect(safeNext(raw)).toBe("/staff");
  });

  it("never names another origin or a page outside the staff area, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc
            .array(
              fc.constantFrom(
                "/",
                "\\",
                ".",
                "..",
                "%2e",
                "%2f",
                "\t",
                "\n",
                "staff",
                "evil.example",
                "?",
                "#",
                "@",
                ":",
              ),
              { maxLength: 12 },
            )
            .map((parts) => `/staff/${parts.join("")}`),
        ),
        (raw) => {
          const target = followed(safeNext(raw));
          expect(target.origin).toBe("https://spa.example");
          expect(target.pathname === "/staff" || target.pathname.startsWith("/staff/")).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("previewPath", () => {
  it("frames public pages, rebuilt as the browser resolves them", () => {
    expect(previewPath("/services/facials")).toBe("/services/facials");
    expect(previewPath("/blog?page=2")).toBe("/blog?page=2");
  });

  it.each([
    "/./staff/accounts",
    "/blog/../staff/accounts",
    "/%2e/staff",
    "/STAFF/accounts",
    "/%73taff/accounts",
    "//staff/accounts",
    "/api/openapi.json",
    "/staff.data",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
  ])("shows the home page instead of %j", (raw) => {
    expect(previewPath(raw)).toBe("/");
  });
});

describe("the spelling access rules compare", () => {
  it("is decoded, lower-cased, with repeated slashes collapsed", () => {
    expect(decisionPath("/%73taff/Sign-In")).toBe("/staff/sign-in");
    expect(decisionPath("//STAFF//x")).toBe("/staff/x");
  });

  it.each(["/STAFF/set-password/AbC", "/%73taff/sign-in", "//staff/sign-in", "/Staff.data"])(
    "counts %j as the staff area",
    (path) => expect(isStaffPath(path)).toBe(true),
  );

  it("masks a set-password token however the path is spelled", () => {
    expect(loggablePath("/STAFF/set-password/SecretToken")).toBe("/staff/set-password/[token]");
    expect(loggablePath("/%73taff/Set-Password/SecretToken")).toBe("/staff/set-password/[token]");
    expect(loggablePath("/services/facials")).toBe("/services/facials");
  });

  it("finds dot segments and backslashes, encoded or not", () => {
    for (const path of ["/a/../staff", "/./staff", "/a/%2e%2E/staff", "/a\\staff", "/a/.."]) {
      expect(hasDotSegmentOrBackslash(path)).toBe(true);
    }
    for (const path of ["/a/b", "/blog-details/v1.2", "/a/...", "/.well-known/x"]) {
      expect(hasDotSegmentOrBackslash(path)).toBe(false);
    }
  });
});
