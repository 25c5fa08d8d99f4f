import { data, Link } from "react-router";
import type { Route } from "./+types/content-page";
import { RecordHistory } from "~/components/staff/ContentForms";
import { SavedNotice } from "~/components/staff/SavedNotice";
import { useFormKey } from "~/components/staff/use-form-key";
import {
  BannerSettingForm,
  RichTextSettingForm,
  TestimonialsSettingForm,
} from "~/components/staff/WebsiteSettingForm";
import { websiteSettingEntry } from "~/lib/content/website-settings";
import { touches } from "~/lib/staff/draft-changes";
import { requireContentEditor } from "~/lib/staff/guard";
import { websiteSettingEditorData } from "~/server/pages/website-setting-editor.server";
import { useStaffMember } from "./layout";
import "~/styles/staff-content-salon.css";
import "~/styles/staff-content-pages.css";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.entry.label ?? "Page text"} | Day Spa staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const entry = websiteSettingEntry(params.name);
  if (!entry) throw data("There is no such part of the site.", { status: 404 });
  const [editorData, { changes }] = await Promise.all([
    websiteSettingEditorData(context, entry),
    context.services.staff.editor.changes(),
  ]);
  return { ...editorData, inDraft: touches(changes, `websiteSettings.${entry.name}`) };
}

const INTRO = {
  banner: "The picture, heading and tagline at the top of the page.",
  text: "Paste from Word or type here: headings, lists, bold and links are kept; Word's own formatting is not.",
  testimonials: "The quotes shown under “What people are saying”, in this order.",
} as const;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { entry, seen, history } = loaderData;
  const member = useStaffMember();
  const form = useFormKey(`${entry.name}:${seen}`);
  const common = {
    name: entry.name,
    label: entry.label,
    seen,
    csrfToken: member.csrfToken,
    onSaved: (next: string) => form.onSaved(`${entry.name}:${next}`),
  };
  return (
    <>
      <p>
        <Link to="/staff/content/pages">All banners, policies and treatment texts</Link>
      </p>
      <h1>{entry.label}</h1>
      <p>
        {INTRO[entry.kind]} Shown on <a href={entry.page}>{entry.page}</a>;{" "}
        <Link to={`/staff/content/preview?path=${encodeURIComponent(entry.page)}`}>
          preview it with the draft
        </Link>
        .
      </p>
      {loaderData.kind === "banner" ? (
        <BannerSettingForm
          key={form.key}
          {...common}
          banner={loaderData.banner}
          images={loaderData.images}
        />
      ) : loaderData.kind === "testimonials" ? (
        <TestimonialsSettingForm
          key={form.key}
          {...common}
          testimonials={loaderData.testimonials}
        />
      ) : (
        <RichTextSettingForm key={form.key} {...common} html={loaderData.html} />
      )}
      {form.saved ? <SavedNotice saved={seen} /> : null}
      <RecordHistory
        record={`websiteSettings.${entry.name}`}
        versions={history}
        csrfToken={member.csrfToken}
        label={entry.label}
        inDraft={loaderData.inDraft}
      />
    </>
  );
}
