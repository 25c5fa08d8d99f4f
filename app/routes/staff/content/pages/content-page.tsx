import { data, Link } from "react-router";
import type { Route } from "./+types/content-page";
import { staffMeta } from "~/routes/staff/shared/meta";
import { RecordHistory } from "~/routes/staff/content/ContentForms";
import {
  BannerSettingForm,
  RichTextSettingForm,
  TestimonialsSettingForm,
} from "./WebsiteSettingForm";
import { websiteSettingEntry } from "~/lib/content/website-settings";
import { touches } from "../draft-changes";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { websiteSettingEditorData, websiteSettingForm } from "./website-setting-editor.server";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import "~/routes/staff/content/editors.css";
import "./pages.css";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  staffMeta(`${loaded?.entry.label ?? "Page text"} | Day Spa staff`);

/** The setting the address names, or the staff area's 404. */
function entryOf(name: string | undefined) {
  const entry = websiteSettingEntry(name);
  if (!entry) throw data("There is no such part of the site.", { status: 404 });
  return entry;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const entry = entryOf(params.name);
  const [editorData, { changes }] = await Promise.all([
    websiteSettingEditorData(context, entry),
    context.services.staff.editor.changes(),
  ]);
  return {
    ...editorData,
    inDraft: touches(changes, `websiteSettings.${entry.name}`),
    changes: changes.map(({ record, label }) => ({ record, label })),
  };
}

/**
 * Save the setting: a plain form post that works without JavaScript (decision 0020). Only the
 * record the address names, with its kind's form.
 */
export async function action(args: Route.ActionArgs) {
  requireContentEditor(args.context, args.request);
  const entry = entryOf(args.params.name);
  const save = recordSaveAction(
    { [`websiteSettings.${entry.name}`]: websiteSettingForm(entry) },
    () => `/staff/content/pages/${entry.name}`,
  );
  return save(args);
}

const INTRO = {
  banner: "The picture, heading and tagline at the top of the page.",
  text: "Paste from Word or type here: headings, lists, bold and links are kept; Word's own formatting is not.",
  testimonials: "The quotes shown under “What people are saying”, in this order.",
} as const;

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, seen, history } = loaderData;
  // Saved, restored or changed by a colleague: the form is drawn again from what is stored now.
  const key = `${entry.name}:${seen}`;
  const common = {
    name: entry.name,
    label: entry.label,
    seen,
    answer: actionData,
    changes: loaderData.changes,
  };
  return (
    <>
      <BackLink to="/staff/content/pages">All banners, policies and treatment texts</BackLink>
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
          key={key}
          {...common}
          banner={loaderData.banner}
          images={loaderData.images}
        />
      ) : loaderData.kind === "testimonials" ? (
        <TestimonialsSettingForm key={key} {...common} testimonials={loaderData.testimonials} />
      ) : (
        <RichTextSettingForm key={key} {...common} html={loaderData.html} />
      )}
      <RecordHistory
        record={`websiteSettings.${entry.name}`}
        versions={history}
        label={entry.label}
        inDraft={loaderData.inDraft}
      />
    </>
  );
}
