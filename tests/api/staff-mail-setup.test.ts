/**
 * What the staff pages say about e-mail, on a server with SMTP set up and on one without (issue
 * 29): without it, the accounts, alerts and visitor e-mail pages say plainly that nothing is
 * e-mailed and who can set it up, and promise no e-mail; with it, they say where the e-mails go
 * and show no such notice. One fact decides it (`services.mail`, mail-setup.tsx).
 */
import { describe, expect, it } from "vitest";
import { staffBrowser } from "../support/rendered-form";
import { signedInMember } from "../support/staff";
import { oneBackend, testAppForBlock, type TestApp } from "../support/test-app";
import { MAIL_NOT_SET_UP, WHO_SETS_UP_MAIL } from "~/routes/staff/shared/mail-setup";

/** The page's words as read: entities decoded, React's markers and the tags left out. */
const wordsOf = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]{0,2000}>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

const PAGES = ["/staff/accounts", "/staff/alerts", "/staff/visitor-email"] as const;

describe.each(oneBackend)("e-mail set up or not, on %s", (backend) => {
  /** Each staff page's words, as the app's owner sees them. */
  const pagesOf = async (app: TestApp) => {
    const browser = staffBrowser(app, await signedInMember(app, "owner"));
    const words: Record<string, string> = {};
    for (const path of PAGES) words[path] = wordsOf(await browser.page(path));
    return words;
  };

  // Nothing is sent by rendering a page: the SMTP server is never reached.
  const withMail = testAppForBlock(backend, {
    env: { SMTP_URL: "smtp://127.0.0.1:9", SMTP_ALLOW_PLAINTEXT: "true" },
    pages: true,
  });
  const without = testAppForBlock(backend, { pages: true });

  it("says plainly on every page that talks about e-mail that none is sent, and who sets it up", async () => {
    const pages = await pagesOf(without);
    for (const path of PAGES) {
      expect(pages[path], path).toContain(MAIL_NOT_SET_UP);
      expect(pages[path], path).toContain(WHO_SETS_UP_MAIL);
    }
    expect(pages["/staff/accounts"]).toContain("no new lead is e-mailed to anyone");
    expect(pages["/staff/accounts"]).not.toContain("is e-mailed to this address");
    expect(pages["/staff/alerts"]).toContain("no lead is e-mailed to you");
    expect(pages["/staff/alerts"]).not.toContain("The lead e-mail still comes as before");
    expect(pages["/staff/visitor-email"]).toContain("no visitor gets this e-mail until it is");
  });

  it("says where the e-mails go, and no notice, when e-mail is set up", async () => {
    const pages = await pagesOf(withMail);
    for (const path of PAGES) expect(pages[path], path).not.toContain(MAIL_NOT_SET_UP);
    expect(pages["/staff/accounts"]).toContain(
      "Every new inquiry, application and consultation request is e-mailed to this address.",
    );
    expect(pages["/staff/alerts"]).toContain("The lead e-mail still comes as before.");
  });
});
