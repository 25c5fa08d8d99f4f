/**
 * What the owner hit at 375 px (issue 29, items 9 and 10), each with JavaScript on and off: the
 * image upload box ran past its border (description field, Upload button) with a small unstyled
 * file button; Site content's editor links were 20 px tall, 6 px apart; a long e-mail address on
 * a lead's page ran into the heading after it.
 */
import { expect, test, type Page } from "@playwright/test";
import { ownerWithoutJavaScript } from "./support/content-editor";
import { postTreatmentLead } from "./support/forms";
import { smallTargets } from "./support/staff";

/** Every box inside `selector` that ends past its right edge (by more than rounding). */
async function overflowingChildren(page: Page, selector: string) {
  return page.locator(selector).evaluate((box) => {
    const right = box.getBoundingClientRect().right;
    return [...box.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > right + 0.5)
      .map((element) => element.id || element.tagName.toLowerCase());
  });
}

async function expectUploadBoxFits(page: Page) {
  await page.goto("/staff/content/blog/0");
  const box = page.getByRole("group", { name: "Upload a new image" });
  await expect(box).toBeVisible();
  // The file button is the real, labelled file input.
  await expect(box.getByLabel("Image (JPEG, PNG, WebP or AVIF)")).toHaveAttribute("type", "file");
  expect(await overflowingChildren(page, ".staff-upload"), "past the box's edge").toEqual([]);
  expect(
    await smallTargets(page.locator(".staff-upload input, .staff-upload button")),
    "controls under 44 px",
  ).toEqual([]);
  const widths = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(widths, "sideways scroll").toBeLessThanOrEqual(0);
}

test("the image upload box fits the phone, with thumb-sized controls", async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerWithoutJavaScript(browser, baseURL!);
  try {
    await expectUploadBoxFits(owner.page);
    await expectUploadBoxFits(owner.nojs);
  } finally {
    await owner.close();
  }
});

async function expectEditorLinksTappable(page: Page) {
  await page.goto("/staff/content");
  const editors = page.getByRole("list", { name: "Edit" }).getByRole("link");
  await expect(editors.first()).toBeVisible();
  expect(await smallTargets(editors), "links under 44 px").toEqual([]);
  // Apart enough that a finger meant for one does not land on the next: no two boxes overlap
  // (the menus under "Service menus" sit side by side, the editors one under another).
  const overlapping = await editors.evaluateAll((links) => {
    const boxes = links.map((link) => link.getBoundingClientRect());
    const pairs: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) pairs.push(`${links[i]!.textContent} / ${links[i + 1 + j]!.textContent}`);
      }),
    );
    return pairs;
  });
  expect(overlapping, "links that overlap").toEqual([]);
}

test("Site content's editor links are 44 px targets", async ({ browser, baseURL }) => {
  const owner = await ownerWithoutJavaScript(browser, baseURL!);
  try {
    await expectEditorLinksTappable(owner.page);
    await expectEditorLinksTappable(owner.nojs);
  } finally {
    await owner.close();
  }
});

/**
 * Wherever the lead's page shows the address (the E-mail button, "What they sent", the reply's
 * "To:"): inside the screen and its own button, clear of every heading, and each line broken
 * only after its punctuation, never inside a word.
 */
async function expectEmailInItsBlock(page: Page, leadPath: string, email: string) {
  await page.goto(leadPath);
  const sent = page.getByRole("region", { name: "What they sent" });
  await expect(sent.locator("dd", { hasText: email })).toBeVisible();
  const shown = await page.evaluate((address) => {
    const viewport = document.documentElement.clientWidth;
    // The innermost elements that hold the whole address (its pieces are split by <wbr>).
    const holders = [...document.querySelectorAll<HTMLElement>(".staff-main *")].filter(
      (element) =>
        (element.textContent ?? "").includes(address) &&
        ![...element.children].some((child) => (child.textContent ?? "").includes(address)),
    );
    const headings = [...document.querySelectorAll<HTMLElement>(".staff-main h2, .staff-main h3")];
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    return holders.map((holder) => {
      const rect = holder.getBoundingClientRect();
      const problems: string[] = [];
      if (rect.right > viewport + 0.5) problems.push("runs past the screen");
      const button = holder.closest(".button");
      if (button && !within(rect, button.getBoundingClientRect())) {
        problems.push("runs past its button");
      }
      for (const heading of headings) {
        const h = heading.getBoundingClientRect();
        const crosses =
          rect.left < h.right && h.left < rect.right && rect.top < h.bottom && h.top < rect.bottom;
        if (crosses) problems.push(`overlaps "${heading.textContent}"`);
      }
      // The address's lines, read from where each character is drawn.
      const lines: string[] = [];
      let line = "";
      let top: number | null = null;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const y = Math.round(range.getBoundingClientRect().top);
          if (top !== null && y > top + 2) {
            lines.push(line);
            line = "";
          }
          top = y;
          line += text.charAt(i);
        }
      }
      lines.push(line);
      return { where: holder.tagName, problems, lines };
    });
  }, email);
  expect(shown.length).toBeGreaterThanOrEqual(3);
  for (const { where, problems, lines } of shown) {
    expect(problems, where).toEqual([]);
    for (const line of lines.slice(0, -1)) {
      expect(line, `${where}: ${lines.join(" | ")}`).toMatch(/[@.\-_+]$/);
    }
  }
}

test("a long e-mail address wraps inside its own block on the lead's page", async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerWithoutJavaScript(browser, baseURL!);
  const lastName = `Wrap${Date.now().toString(36)}`;
  const email = `marisol.longname-${Date.now()}@estheticians-of-staten-island.example.com`;
  try {
    await postTreatmentLead(owner.page.request, { firstName: "Marisol", lastName, email });
    await owner.page.goto("/staff");
    await owner.page.getByRole("link", { name: `Marisol ${lastName}` }).click();
    await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText(`Marisol ${lastName}`);
    const leadPath = new URL(owner.page.url()).pathname;
    await expectEmailInItsBlock(owner.page, leadPath, email);
    await expectEmailInItsBlock(owner.nojs, leadPath, email);
  } finally {
    await owner.close();
  }
});
