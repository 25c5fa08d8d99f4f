/** The staff's image uploads: checked by their bytes, resized, stored, served with long caching. */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { oneBackend, testAppForBlock } from "../support/test-app";
import { postScript, signedInMember, memberForBlock, type SignedInMember } from "../support/staff";
import { fingerprint } from "~/server/content/editor.server";
import { blogSlug } from "~/lib/display/blog";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 160, b: 140 } } })
    .png()
    .toBuffer();

describe.each(oneBackend)("image uploads on %s", (backend) => {
  const upload = async (
    bytes: Buffer,
    fields: Record<string, string>,
    member: SignedInMember | null = owner,
    name = "photo.png",
  ) => {
    // The editors' upload route (decision 0036), as the page's fetch posts to it.
    const answer = await postScript(
      app,
      "/staff/media",
      { image: new File([new Uint8Array(bytes)], name), ...fields },
      member ? member.headers : { Origin: app.url },
    );
    return { ...answer, json: answer.json as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
  };

  const app = testAppForBlock(backend, {
    env: { MEDIA_UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) },
    pages: true,
  });
  const owner = memberForBlock(app, "owner");

  it("stores an image with copies at the page widths, served as WebP for a year", async () => {
    const answer = await upload(await png(1500, 1000), {
      csrfToken: owner.csrfToken,
      alt: "The relaxation room",
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const image = answer.json.image as {
      id: string;
      width: number;
      height: number;
      srcSet: string;
      src: string;
    };
    expect(image).toMatchObject({ width: 1500, height: 1000 });
    expect(image.srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual([
      "320w",
      "640w",
      "960w",
      "1280w",
      "1500w",
    ]);
    const copy = await fetch(`${app.url}/media/u/${image.id}/640.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 427 });
    expect((await fetch(`${app.url}/media/u/${image.id}/641.webp`)).status).toBe(404);
    expect((await fetch(`${app.url}/media/u/not-an-id/640.webp`)).status).toBe(404);
  });

  it("gives a blog post's image the description typed at its upload as its alt text", async () => {
    const answer = await upload(await png(1200, 630), {
      csrfToken: owner.csrfToken,
      alt: "Warm towels & a calm treatment room",
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const src = (answer.json.image as { src: string }).src;
    const { editor, contentWork } = app.services.staff;
    const post = (await editor.draft()).content.blog[0]!;
    await editor.saveRecord(
      { part: "blog", key: "0" },
      fingerprint(post),
      { ...post, post_image: src },
      owner.userId,
    );
    await contentWork.publish(owner.userId, "The post's new image");
    const escaped = 'alt="Warm towels &amp; a calm treatment room"';
    for (const page of ["/blog", `/blog-details/${blogSlug(post.post_title)}`]) {
      const html = await (await fetch(`${app.url}${page}`)).text();
      const img = html.match(new RegExp(`<img[^>]*src="${src}"[^>]*>`))?.[0];
      expect(img, page).toContain(escaped);
    }
  });

  it("refuses what is not a JPEG, PNG, WebP or AVIF image, a missing alt text, and a pixel bomb", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const notImage = await upload(svg, { csrfToken: owner.csrfToken, alt: "x" }, owner, "x.png");
    expect(notImage.status).toBe(400);
    expect(notImage.json.errors).toEqual({
      image: "Only JPEG, PNG, WebP and AVIF images are accepted.",
    });
    const noAlt = await upload(await png(400, 300), { csrfToken: owner.csrfToken, alt: "  " });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.errors).toHaveProperty("alt");
    const bomb = await upload(await png(8000, 8000), { csrfToken: owner.csrfToken, alt: "Huge" });
    expect(bomb.status).toBe(400);
    const tooBig = await upload(Buffer.alloc(3 * 1024 * 1024, 1), {
      csrfToken: owner.csrfToken,
      alt: "x",
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.text).toBe("The file is too large: the limit is 2 MB.");
  });

  it("lets only a signed-in owner upload, with the session's token", async () => {
    const bytes = await png(400, 300);
    const member = await signedInMember(app, "staff");
    expect((await upload(bytes, { csrfToken: member.csrfToken, alt: "x" }, member)).status).toBe(
      403,
    );
    expect((await upload(bytes, { alt: "x" })).status).toBe(403);
    // No session: the script's post is told so (401) and the page says the session ended;
    // a file is never kept across signing in again (decision 0045).
    const ended = await upload(bytes, { csrfToken: "x", alt: "x" }, null);
    expect(ended.status).toBe(401);
    expect(ended.json.message).toBe("Your session has ended. Please sign in again.");
    const refused = await upload(bytes, { csrfToken: member.csrfToken, alt: "x" }, member);
    expect(refused.json.message).toContain("edit");
  });
});
