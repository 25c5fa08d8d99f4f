import { Link } from "react-router";
import type { Route } from "./+types/content-promos";
import { staffMeta } from "~/routes/staff/shared/meta";
import { PreviewThis, RecordHistory } from "~/routes/staff/content/ContentForms";
import { previewLink, touches } from "../draft-changes";
import { PromoListForm } from "./PromoForms";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { promosEditorData } from "~/routes/staff/content/reviews-promos-editor.server";
import { promoForm } from "./promo-form";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import "~/routes/staff/content/reviews/reviews.css";

export const meta: Route.MetaFunction = () =>
  staffMeta("Specials and pop-ups | Site content | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const [editorData, { changes }] = await Promise.all([
    promosEditorData(context),
    context.services.staff.editor.changes(),
  ]);
  return {
    ...editorData,
    inDraft: touches(changes, "specials"),
    preview: previewLink("/"),
    changes: changes.map(({ record, label }) => ({ record, label })),
  };
}

/** Save the pop-ups or the specials: plain form posts that work without JavaScript (decision 0020). */
export const action = recordSaveAction(
  { "specials.specials": promoForm, "specials.popups": promoForm },
  () => "/staff/content/promos",
);

/** The two lists, the pop-ups first: the home page's first sight. */
const LISTS = [
  {
    part: "popups",
    record: "specials.popups",
    heading: "Pop-ups",
    itemName: "pop-up",
    intro:
      "The home page opens the first one shown today as a pop-up when a visitor arrives. Dates are the spa's days (New York time), both included.",
  },
  {
    part: "specials",
    record: "specials.specials",
    heading: "Specials",
    itemName: "special",
    intro:
      "Shown in this order in the home page's Specials section, each on the days of its dates (New York time), both included.",
  },
] as const;

export default function ContentPromos({ loaderData, actionData }: Route.ComponentProps) {
  const { images, today, history, inDraft, preview } = loaderData;
  return (
    <>
      <h1>Specials and pop-ups</h1>
      <p>
        Save puts changes in the draft; Save and publish puts them live (the{" "}
        <Link to="/staff/content">Site content</Link> page shows the whole draft). Choose from the
        uploaded images (upload new ones with a <Link to="/staff/content/blog">blog post</Link>
        &apos;s image upload) and the site&apos;s own artwork.
      </p>
      <PreviewThis to={preview} page="the home page" />
      {LISTS.map((list) => (
        <PromoListForm
          key={list.record}
          {...list}
          {...loaderData[list.part]}
          images={images}
          today={today}
          answer={actionData}
          changes={loaderData.changes}
        />
      ))}
      <RecordHistory
        record="specials"
        versions={history}
        label="The specials and pop-ups"
        inDraft={inDraft}
      />
    </>
  );
}
