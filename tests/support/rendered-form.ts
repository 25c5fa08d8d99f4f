/**
 * A staff page's form as the server rendered it, read from the HTML the way a browser without
 * JavaScript would post it: for API tests of the route actions (decision 0020).
 */
import { afterAll, beforeAll } from "vitest";
import { signedInMember } from "./staff";
import { startTestApp, testPages, type Backend } from "./test-app";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (m) => ENTITIES[m]!);

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)) {
    found[name!.toLowerCase()] = decode(value ?? "");
  }
  return found;
}

/**
 * The fields a browser sends for the form with `id` as the server rendered it: named inputs
 * (a checkbox only when ticked), textareas and each select's chosen option, in document order.
 */
export function renderedFields(html: string, id: string): [string, string][] {
  const start = html.indexOf(`id="${id}"`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: [string, string][] = [];
  const tags = /<(input|textarea|select)\b([^>]*)>/g;
  for (const match of form.matchAll(tags)) {
    const [, kind, rest] = match;
    const attrs = attributes(rest!);
    if (!attrs.name) continue;
    const after = form.slice(match.index + match[0].length);
    if (kind === "input") {
      if (attrs.type === "checkbox" && !("checked" in attrs)) continue;
      fields.push([attrs.name, attrs.value ?? (attrs.type === "checkbox" ? "on" : "")]);
    } else if (kind === "textarea") {
      fields.push([attrs.name, decode(after.slice(0, after.indexOf("</textarea>")))]);
    } else {
      const options = after.slice(0, after.indexOf("</select>"));
      const chosen = [...options.matchAll(/<option\b([^>]*)>/g)]
        .map(([, tag]) => attributes(tag!))
        .find((option) => "selected" in option);
      fields.push([attrs.name, chosen?.value ?? ""]);
    }
  }
  return fields;
}

/** Fields by name, with `changes` written over them (a form as the owner edited it). */
export function withFields(
  fields: [string, string][],
  changes: Record<string, string | null>,
): [string, string][] {
  const kept = fields
    .filter(([name]) => changes[name] !== null)
    .map(([name, value]): [string, string] => [name, changes[name] ?? value]);
  for (const [name, value] of Object.entries(changes)) {
    if (value !== null && !fields.some(([other]) => other === name)) kept.push([name, value]);
  }
  return kept;
}

/** A signed-in member's browser without JavaScript: pages read and forms posted. */
export function staffBrowser(
  app: { url: string },
  member: { cookie: string; csrfToken: string; headers: Record<string, string> },
) {
  return {
    async page(path: string) {
      const response = await fetch(`${app.url}${path}`, { headers: { Cookie: member.cookie } });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return response.text();
    },
    post(path: string, fields: [string, string][] | Record<string, string>) {
      const body = new URLSearchParams(fields);
      if (!body.has("csrfToken")) body.set("csrfToken", member.csrfToken);
      return fetch(`${app.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...member.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    },
  };
}

/**
 * A test app that renders the staff pages on `backend`, a signed-in owner, and the owner's
 * browser without JavaScript: for API tests that post an editor's forms as the server rendered
 * them (decision 0020).
 */
export async function ownerOnPages(backend: Backend) {
  const rendering = await testPages();
  const app = await startTestApp(backend, {}, {}, undefined, rendering.pages);
  const owner = await signedInMember(app, "owner");
  return {
    app,
    owner,
    browser: staffBrowser(app, owner),
    async close() {
      await app.close();
      await rendering.close();
    },
  };
}

export type OwnerOnPages = Awaited<ReturnType<typeof ownerOnPages>>;

/**
 * For a describe block: `ownerOnPages`, started before the block's tests and closed after them.
 */
export function ownerOnPagesForBlock(backend: Backend) {
  const running = {} as OwnerOnPages;
  beforeAll(async () => {
    Object.assign(running, await ownerOnPages(backend));
  }, 120_000);
  afterAll(() => running.close());
  return running;
}

/**
 * The messages a refused form shows beside its fields (`<p id="<field id>-error">`), by the
 * named field each one describes: what a JSON answer's `errors` said, as the page renders it.
 */
export function renderedErrors(html: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [, tag, message] of html.matchAll(/<p\b([^>]*)>([^<]*)<\/p>/g)) {
    const { id, class: className } = attributes(tag!);
    if (className !== "field__error" || !id?.endsWith("-error")) continue;
    const fieldId = id.slice(0, -"-error".length);
    const field = [...html.matchAll(/<(?:input|select|textarea)\b([^>]*)>/g)]
      .map(([, rest]) => attributes(rest!))
      .find((attrs) => attrs.id === fieldId);
    if (field?.name) errors[field.name] = decode(message!);
  }
  return errors;
}
