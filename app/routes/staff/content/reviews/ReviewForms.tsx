import { useId, useState } from "react";
import { calendarDayWords } from "~/lib/staff/dates";
import { FieldError, TextAreaField, TextField } from "~/routes/staff/shared/form-kit";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { reviewFormSchema, type Review } from "./review-form";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;
// The public Stars component is not imported here: a staff page importing it would move it out
// of the chunk the public pages share (see form-kit.tsx), so the staff list draws its own.

type RecordFormApi = ReturnType<typeof useRecordForm>;

/** Name, stars, date, source and text: the fields every review has. */
function ReviewFields({ api, review }: { api: RecordFormApi; review: Review }) {
  const rating = api.field("rating");
  return (
    <div className="form__grid">
      <TextField
        {...api.field("reviewer_name")}
        defaultValue={api.initial("reviewer_name", review.reviewer_name)}
        label="Reviewer's name"
        autoComplete="off"
        required
      />
      <div className={`field${rating.error ? " field--invalid" : ""}`}>
        <label htmlFor={rating.id}>Stars</label>
        <select
          id={rating.id}
          name={rating.name}
          defaultValue={api.initial("rating", String(review.rating))}
          aria-invalid={rating.error ? true : undefined}
          aria-describedby={rating.error ? `${rating.id}-error` : undefined}
        >
          {STAR_CHOICES.map((stars) => (
            <option key={stars} value={stars}>
              {stars === 1 ? "1 star" : `${stars} stars`}
            </option>
          ))}
        </select>
        <FieldError id={rating.id} error={rating.error} />
      </div>
      <TextField
        {...api.field("review_date")}
        defaultValue={api.initial("review_date", review.review_date)}
        label="Date"
        type="date"
        required
      />
      <TextField
        {...api.field("review_source")}
        defaultValue={api.initial("review_source", review.review_source)}
        label="Source (Google, Yelp...)"
        autoComplete="off"
      />
      <TextAreaField
        {...api.field("review_description")}
        defaultValue={api.initial("review_description", review.review_description)}
        label="Review text"
        required
      />
    </div>
  );
}

function HiddenCheckbox({ api, hidden }: { api: RecordFormApi; hidden: boolean }) {
  const { id, name } = api.field("hidden");
  return (
    <div className="review-editor__hidden">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={api.initialChecked(name, hidden)}
      />
      <label htmlFor={id}>Hidden (kept, but not shown on the site nor counted)</label>
    </div>
  );
}

interface NewReviewProps {
  record: string;
  seen: string;
  today: string;
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/** Adds a review: record `reviews.<length>`, appended to the content; after a save, a new form. */
export function NewReviewForm(props: NewReviewProps) {
  return <NewReviewFields key={props.record} {...props} />;
}

function NewReviewFields({ record, seen, today, answer, changes }: NewReviewProps) {
  const api = useRecordForm({ record, seen, schema: reviewFormSchema, answer });
  const empty: Review = {
    reviewer_name: "",
    rating: 5,
    review_description: "",
    review_source: "",
    review_date: today,
  };
  return (
    <section aria-labelledby="new-review-heading" className="review-editor--new">
      <h2 id="new-review-heading">Add a review</h2>
      <RecordFormShell
        {...api.shell}
        aria-labelledby="new-review-heading"
        className="staff-form review-editor"
      >
        <ReviewFields api={api} review={empty} />
        <HiddenCheckbox api={api} hidden={false} />
        <SaveBar
          compact
          {...api.saveBar}
          changes={changes}
          saveLabel="Add the review"
          what="the new review"
        />
      </RecordFormShell>
    </section>
  );
}

interface ReviewProps {
  record: string;
  review: Review;
  seen: string;
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/**
 * One review as the site shows it, its Hidden checkbox, and its fields behind an Edit disclosure
 * (a `<details>`, so it opens without JavaScript too).
 */
export function ReviewForm(props: ReviewProps) {
  // Saved, restored or changed by a colleague: drawn again from what is stored now.
  return <ReviewCard key={props.seen} {...props} />;
}

function ReviewCard({ record, review, seen, answer, changes }: ReviewProps) {
  const api = useRecordForm({ record, seen, schema: reviewFormSchema, answer });
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <div className={`staff-card${review.hidden ? " review-editor--hidden" : ""}`}>
      <RecordFormShell {...api.shell} aria-labelledby={headingId} className="review-editor">
        <h3 id={headingId} className="review-editor__name">
          {review.reviewer_name}
          {review.hidden ? <span className="review-editor__badge">Hidden</span> : null}
        </h3>
        <p className="review-editor__meta">
          <span
            role="img"
            aria-label={`${review.rating} out of 5 stars`}
            className="review-editor__stars"
          >
            {"★".repeat(review.rating)}
            {"☆".repeat(5 - review.rating)}
          </span>{" "}
          <span>{calendarDayWords(review.review_date)}</span>
          {review.review_source ? <span> · {review.review_source}</span> : null}
        </p>
        <p className="review-editor__text">{review.review_description}</p>
        <details
          className="review-editor__fields"
          open={editing || api.hasErrors}
          onToggle={(event) => setEditing(event.currentTarget.open)}
        >
          <summary aria-label={`Edit the review by ${review.reviewer_name}`}>Edit</summary>
          <ReviewFields api={api} review={review} />
        </details>
        <HiddenCheckbox api={api} hidden={review.hidden === true} />
        <SaveBar
          compact
          {...api.saveBar}
          changes={changes}
          saveLabel="Save"
          saveAriaLabel={`Save the review by ${review.reviewer_name}`}
          what={`the review by ${review.reviewer_name}`}
        />
      </RecordFormShell>
    </div>
  );
}
