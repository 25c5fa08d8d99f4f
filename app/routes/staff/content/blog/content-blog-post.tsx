import { data, Link } from "react-router";
import type { Route } from "./+types/content-blog-post";
import { staffMeta } from "~/routes/staff/shared/meta";
import { BlogPostForm } from "./BlogPostForm";
import { PreviewThis, RecordHistory } from "~/routes/staff/content/ContentForms";
import { parseRecordPath } from "~/lib/content/records";
import type { BlogPost as Post } from "./blog-form";
import { loadContentRecord } from "../content-record.server";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { spaToday } from "~/lib/staff/leads";
import { blogPostAction } from "./content-blog-post.server";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () => staffMeta("Blog post | Day Spa staff");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const path = parseRecordPath(`blog.${params.index}`);
  const { editor } = context.services.staff;
  const draft = await editor.draft();
  if (!path?.key || Number(path.key) > draft.content.blog.length) {
    throw data("There is no such post.", { status: 404 });
  }
  const [{ value, ...record }, images] = await Promise.all([
    loadContentRecord(context, path),
    context.services.staff.images(),
  ]);
  return {
    ...record,
    record: `blog.${path.key}`,
    isNew: value === null,
    // A new post is dated today unless changed: the spa's day, from the server's clock.
    today: spaToday(),
    post: value as Post | null,
    images: images.map((image) => ({ src: image.src, alt: image.alt })),
  };
}

/** Save the post: a plain form post that works without JavaScript (decision 0020). */
export const action = blogPostAction;

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { record, isNew, post, seen, images, history, recordLabel, inDraft, preview, today } =
    loaderData;
  return (
    <>
      <BackLink to="/staff/content/blog">All posts</BackLink>
      <h1 id="post-heading">{isNew ? "New blog post" : post?.post_title}</h1>
      <p>
        Save puts the post in the draft; Save and publish puts it live (the{" "}
        <Link to="/staff/content">Site content</Link> page shows the whole draft).
      </p>
      {isNew ? null : <PreviewThis to={preview} page="the post's page" />}
      {/* Saved, restored or changed by a colleague: drawn again from what is stored now. */}
      <BlogPostForm
        key={seen}
        record={record}
        seen={seen}
        value={post}
        today={today}
        images={images}
        answer={actionData}
        labelledBy="post-heading"
        changes={loaderData.changes}
      />
      {isNew ? null : (
        <RecordHistory record={record} versions={history} label={recordLabel} inDraft={inDraft} />
      )}
    </>
  );
}
