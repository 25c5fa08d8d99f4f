/**
 * A text from a lead's page with JavaScript on (issue 37): the count under the box follows what
 * she types, and after the text is sent the box and its count start again. What the rendered
 * form shows and posts is checked without a browser (tests/api/staff-texts.test.ts).
 *
 * Texting is on only on a server of this spec's own, sending to the Twilio stand-in
 * (tests/support/twilio.ts): the workers' servers run without it, as a new site does.
 */
import { expect, test } from "@playwright/test";
import { TwilioStandIn } from "../support/twilio";
import { postTreatmentLead } from "./support/forms";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { SPEC_PORTS } from "./support/ports";
import { createStaffAccount, hydrated, signInAs } from "./support/staff";

const siteUrl = `http://127.0.0.1:${SPEC_PORTS.texts}`;
const twilio = new TwilioStandIn();
let server: OwnServer | undefined;

test.use({ baseURL: siteUrl });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await twilio.start();
  server = await startOwnServer("texts", siteUrl, {
    ...twilio.appEnv(),
    ALTCHA_COST: "1",
    ALTCHA_MAX_NUMBER: "10",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await twilio.stop();
});

test("the count follows the typing, and starts again with the box after a text is sent", async ({
  page,
}) => {
  const lastName = `Texter${Date.now().toString(36)}`;
  const name = await postTreatmentLead(page.request, {
    firstName: "Ana",
    lastName,
    email: `ana.${lastName}@example.com`,
    sms_consent: true,
  });
  const member = await createStaffAccount("staff", siteUrl, { dataDir: server!.dataDir });
  await signInAs(page, member);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);

  const texts = page.getByRole("region", { name: /^Texts/ });
  const box = texts.getByRole("textbox", { name: /^Your text to/ });
  const count = texts.locator(".lead-texts__count");
  await expect(count).toHaveText("0 characters · 0 texts");
  await box.fill("Hi Ana, we have a 3:00 opening today.");
  await expect(count).toHaveText("37 characters · 1 text");

  await texts.getByRole("button", { name: "Send text" }).click();
  await expect(
    texts.getByRole("listitem").filter({ hasText: "we have a 3:00 opening" }),
  ).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(count).toHaveText("0 characters · 0 texts");
});
