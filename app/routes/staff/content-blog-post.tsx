import { data, Link } from "react-router";
import type { Route } from "./+types/content-blog-post";
import { BlogPostForm } from "~/components/staff/BlogPostForm";
import { RecordHistory } from "~/components/staff/ContentForms";
import { parseRecordPath } from "~/lib/content/records";
import type { Content } from "~/lib/content/schemas";
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
  const [record, history, images] = await Promise.all([
    editor.record(path),
    editor.history(path),
    context.services.staff.images(),
  ]);
  return {
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
  const { record, isNew, post, seen, images, history } = loaderData;
  const member = useStaffMember();
  return (
    <>
      <p>
        <Link to="/staff/content/blog">All posts</Link>
      </p>
      <h1>{isNew ? "New blog post" : post?.post_title}</h1>
      <BlogPostForm
        key={`${record}:${seen}`}
        record={record}
        seen={seen}
        csrfToken={member.csrfToken}
        value={post}
        images={images}
      />
      {isNew ? null : (
        <RecordHistory record={record} versions={history} csrfToken={member.csrfToken} />
      )}
    </>
  );
}
