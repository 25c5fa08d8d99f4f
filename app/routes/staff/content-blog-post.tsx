import { data, Link } from "react-router";
import type { Route } from "./+types/content-blog-post";
import { BlogPostForm } from "~/components/staff/BlogPostForm";
import { PreviewThis, RecordHistory } from "~/components/staff/ContentForms";
import { SavedNotice } from "~/components/staff/SavedNotice";
import { useFormKey } from "~/components/staff/use-form-key";
import { parseRecordPath } from "~/lib/content/records";
import type { Content } from "~/lib/content/schemas";
import { previewLink, recordLabel, recordPage, touches } from "~/lib/staff/draft-changes";
import { requireContentEditor } from "~/lib/staff/guard";
import { spaDateTime } from "~/lib/staff/leads";
import { useStaffMember } from "./layout";

export const meta: Route.MetaFunction = () => [
  { title: "Blog post | Day Spa staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const path = parseRecordPath(`blog.${params.index}`);
  const { editor } = context.services.staff;
  const draft = await editor.draft();
  if (!path?.key || Number(path.key) > draft.content.blog.length) {
    throw data("There is no such post.", { status: 404 });
  }
  const [record, history, images, { changes }] = await Promise.all([
    editor.record(path),
    editor.history(path),
    context.services.staff.images(),
    editor.changes(),
  ]);
  return {
    label: recordLabel(path, draft.content),
    inDraft: touches(changes, `blog.${path.key}`),
    preview: previewLink(recordPage(path, draft.content)),
    record: `blog.${path.key}`,
    isNew: record.value === null,
    post: record.value as Content["blog"][number] | null,
    seen: record.seen,
    images: images.map((image) => ({ src: image.src, alt: image.alt })),
    history: history.map((entry) => ({
      version: entry.version,
      publishedAt: spaDateTime(entry.publishedAt.toISOString()),
      summary: entry.summary,
      by: entry.by,
    })),
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { record, isNew, post, seen, images, history, label, inDraft, preview } = loaderData;
  const member = useStaffMember();
  // Kept across this page's own saves (decision 0024): re-keying the form by the fingerprint
  // after a save drew it, and its saved notice, afresh as soon as the page's data came back.
  const form = useFormKey(`${record}:${seen}`);
  return (
    <>
      <p>
        <Link to="/staff/content/blog">All posts</Link>
      </p>
      <h1>{isNew ? "New blog post" : post?.post_title}</h1>
      {isNew ? null : <PreviewThis to={preview} page="the post's page" />}
      <BlogPostForm
        key={form.key}
        record={record}
        seen={seen}
        csrfToken={member.csrfToken}
        value={post}
        images={images}
        onSaved={(next) => form.onSaved(`${record}:${next}`)}
      />
      {form.saved ? <SavedNotice saved={seen} /> : null}
      {isNew ? null : (
        <RecordHistory
          record={record}
          versions={history}
          csrfToken={member.csrfToken}
          label={label}
          inDraft={inDraft}
        />
      )}
    </>
  );
}
