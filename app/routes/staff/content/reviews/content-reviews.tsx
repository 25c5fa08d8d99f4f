import { Link } from "react-router";
import type { Route } from "./+types/content-reviews";
import { staffMeta } from "~/routes/staff/shared/meta";
import { PreviewThis, RecordHistory } from "~/routes/staff/content/ContentForms";
import { previewLink, touches } from "../draft-changes";
import { NewReviewForm, ReviewForm } from "./ReviewForms";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { reviewsEditorData } from "~/routes/staff/content/reviews-promos-editor.server";
import { reviewForm } from "./review-form";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import "./reviews.css";

export const meta: Route.MetaFunction = () => staffMeta("Reviews | Site content | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const [editorData, { changes }] = await Promise.all([
    reviewsEditorData(context),
    context.services.staff.editor.changes(),
  ]);
  return {
    ...editorData,
    inDraft: touches(changes, "reviews"),
    preview: previewLink("/reviews"),
    changes: changes.map(({ record, label }) => ({ record, label })),
  };
}

/** Add a review, or save one: plain form posts that work without JavaScript (decision 0020). */
export const action = recordSaveAction({ reviews: reviewForm }, () => "/staff/content/reviews");

export default function ContentReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, newRecord, today, live, afterPublish, history, inDraft, preview } = loaderData;
  return (
    <>
      <h1>Reviews</h1>
      <p>
        Save puts changes in the draft; Save and publish puts them live (the{" "}
        <Link to="/staff/content">Site content</Link> page shows the whole draft). A hidden review
        is kept but neither shown nor counted in the rating.
      </p>
      <PreviewThis to={preview} page="the Reviews page" />
      <dl className="review-rating" aria-label="Rating shown on the site">
        <div>
          <dt>On the site now</dt>
          <dd>{live}</dd>
        </div>
        <div>
          <dt>After publishing the draft</dt>
          <dd>{afterPublish}</dd>
        </div>
      </dl>
      <NewReviewForm
        record={`reviews.${newRecord.index}`}
        seen={newRecord.seen}
        today={today}
        answer={actionData}
        changes={loaderData.changes}
      />
      <h2 id="reviews-heading">All reviews, newest first</h2>
      <ol className="review-editor-list" aria-labelledby="reviews-heading">
        {reviews.map(({ index, review, seen }) => (
          <li key={index}>
            <ReviewForm
              record={`reviews.${index}`}
              review={review}
              seen={seen}
              answer={actionData}
              changes={loaderData.changes}
            />
          </li>
        ))}
      </ol>
      <RecordHistory
        record="reviews"
        versions={history}
        label="The list of reviews"
        inDraft={inDraft}
      />
    </>
  );
}
