import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowByHash } from "~/server/html/page-cache.server";

const P = "f".repeat(48);
const source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("allowByHash", () => {
  it("removes the placeholder nonces and allows exactly the marked scripts by their hashes", () => {
    const html =
      `<link nonce="${P}" rel="stylesheet" href="/a.css"/>` +
      `<script nonce="${P}">one()</script>` +
      `<p>café</p><script nonce="${P}" async>two("é")</script>`;
    const result = allowByHash(html, P, ["import '/entry.js'"]);
    expect(result?.html).toBe(
      `<link rel="stylesheet" href="/a.css"/><script>one()</script>` +
        `<p>café</p><script async>two("é")</script>`,
    );
    expect(result?.scriptSources.split(" ")).toEqual([
      source("one()"),
      source('two("é")'),
      source("import '/entry.js'"),
    ]);
  });

  it("never allows a script that did not carry the placeholder (content cannot know it)", () => {
    const injected = "<script>steal()</script>";
    const result = allowByHash(`<div>${injected}</div><script nonce="${P}">ok()</script>`, P);
    expect(result?.scriptSources).toBe(source("ok()"));
    expect(result?.scriptSources).not.toContain(source("steal()"));
  });

  it("refuses a page whose placeholder stands outside a start tag's attribute", () => {
    expect(allowByHash(`<p>${P}</p><script nonce="${P}">x()</script>`, P)).toBeNull();
    expect(allowByHash(`<p> nonce="${P}"</p>`, P)).toBeNull();
    expect(allowByHash(`<script nonce="${P}">never closed`, P)).toBeNull();
    expect(allowByHash(`<script nonce="${P}" src="/a.js"></script>`, P)).toBeNull();
  });

  it("allows nothing when a page has no script", () => {
    expect(allowByHash("<p>plain</p>", P)).toEqual({
      html: "<p>plain</p>",
      scriptSources: "'none'",
    });
  });
});
