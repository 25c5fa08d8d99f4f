/** The steps every content-editor spec takes: open an editor, save, publish, restore. */
import { expect, type Browser, type Page } from "@playwright/test";
import { csrfTokenOf, hydrated, withoutJavaScript, workerOwnerSession } from "./staff";

/** An editor page, once its forms are interactive. */
export async function openEditor(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await hydrated(page);
}

/**
 * Saves the editor's form in the draft: its notice is the editor's own, or, for an editor posting
 * to its page's action (decision 0020), the staff layout's after the redirect.
 */
export async function saveDraft(page: Page) {
  const scripted = await page.evaluate(watchLeavingWhenSaved).catch(() => false);
  await page.getByRole("button", { name: "Save in the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved in the draft" })).toBeVisible();
  // Saved work is not unsaved: leaving the moment the saved form shows asks no question.
  if (scripted) {
    const asked = await page.evaluate(() => {
      const seen = (window as { askedOnLeave?: boolean }).askedOnLeave;
      if (seen !== undefined) return seen;
      const leaving = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    });
    expect(asked, "leaving right after the save would ask about unsaved changes").toBe(false);
  }
}

/**
 * Runs in the page: the moment the saved record's form replaces the typed one (before the browser
 * paints it), asks the page whether leaving would be questioned, as a tab's `beforeunload` does.
 */
function watchLeavingWhenSaved() {
  const state = window as { askedOnLeave?: boolean };
  delete state.askedOnLeave;
  const button = [...document.querySelectorAll("button")].find(
    (candidate) => candidate.textContent?.trim() === "Save in the draft",
  );
  const typed = button?.closest("form");
  if (!typed) return false;
  const observer = new MutationObserver(() => {
    if (typed.isConnected) return;
    observer.disconnect();
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    state.askedOnLeave = leaving.defaultPrevented;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return true;
}

/** Publishes the draft from the Site content page. */
export async function publishDraft(page: Page, summary: string) {
  await page.goto("/staff/content");
  await hydrated(page);
  await page.getByLabel("What changed (for the history)").fill(summary);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published: version");
}

/**
 * Puts `version` of the editor's record back from its history: the confirmation first, then the
 * version goes into the draft (decision 0024), which is then published.
 */
export async function restoreVersion(page: Page, version: number | "previous") {
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Live now");
  const link =
    version === "previous"
      ? history.getByRole("link", { name: /^Restore version \d+$/ }).first()
      : history.getByRole("link", { name: `Restore version ${version}`, exact: true });
  const chosen = Number((await link.getAttribute("aria-label"))?.replace("Restore version ", ""));
  expect(chosen).toBeGreaterThan(0);
  await link.click();
  const confirm = history.getByRole("button", { name: `Yes, put version ${chosen} in the draft` });
  await expect(confirm).toBeVisible();
  await hydrated(page);
  const editor = new URL(page.url()).pathname;
  await confirm.click();
  // The restore route redirects back to this editor; its notice shows in the staff notice bar.
  await expect(restoredNotice(page, chosen)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(editor);
  await expect(confirm).toHaveCount(0);
  await publishDraft(page, "Restored an earlier version");
}

/**
 * The newest published version the page lists: the top of an editor's History (the one "Live
 * now"), or of the Site content page's published versions.
 */
export async function liveVersion(page: Page): Promise<number> {
  const newest = page.getByText(/^Version \d+$/).first();
  await expect(newest).toBeVisible();
  return Number((await newest.textContent())!.replace("Version ", ""));
}

/** The notice the restore route's redirect leaves: version `version` is in the draft. */
export function restoredNotice(page: Page, version: number) {
  return page
    .getByRole("status")
    .filter({ hasText: `as it was in version ${version}, is in the draft` });
}

/**
 * Restores the version before the live one from the editor's history, publishes it, and opens
 * the editor again (showing the restored record).
 */
export async function restorePrevious(page: Page, path: string, heading: string) {
  await openEditor(page, path, heading);
  await restoreVersion(page, "previous");
  await openEditor(page, path, heading);
}

/**
 * An owner signed in on a context of their own, on Site content with the live content: a draft
 * another test left behind is discarded first, so the spec's publish holds only its own change.
 */
export async function ownerOnLiveContent(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    storageState: await workerOwnerSession(browser, baseURL),
  });
  const page = await context.newPage();
  await page.goto("/staff/content");
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  await discardDraft(page, baseURL);
  await hydrated(page);
  return { context, page };
}

/**
 * Discards the draft (back to the live content): Site content's confirmed Discard (decision 0020).
 * A page without JavaScript passes its form's token (`csrfTokenOf` reads the scripts' data).
 */
export async function discardDraft(page: Page, baseURL: string, csrfToken?: string) {
  const discard = await page.request.post("/staff/content", {
    form: { csrfToken: csrfToken ?? (await csrfTokenOf(page)), intent: "discard", confirm: "yes" },
    headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(discard.status()).toBe(302);
}

/**
 * An owner on the live content (as `ownerOnLiveContent`), and the same session in a browser that
 * runs no script at all (decision 0020), at the same viewport: `nojs` is its page.
 */
export async function ownerWithoutJavaScript(browser: Browser, baseURL: string) {
  const { context, page } = await ownerOnLiveContent(browser, baseURL);
  const { context: plain, page: nojs } = await withoutJavaScript(browser, {
    signedIn: context,
    baseURL,
    viewport: page.viewportSize(),
  });
  return {
    page,
    nojs,
    async close() {
      await plain.close();
      await context.close();
    },
  };
}

/**
 * Sets one day of the salon editor's weekly hours by its labelled controls, as an owner would:
 * open, with the times chosen by their 12-hour labels ("10:00 AM").
 */
export async function setDayHours(page: Page, day: string, opens: string, closes: string) {
  const closed = page.getByRole("checkbox", { name: `Closed on ${day}` });
  if (await closed.isChecked()) await closed.click();
  await page.getByLabel(`Opens on ${day}`, { exact: true }).selectOption({ label: opens });
  await page.getByLabel(`Closes on ${day}`, { exact: true }).selectOption({ label: closes });
}
