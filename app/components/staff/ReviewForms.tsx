import { useId, useState } from "react";
import { z } from "zod/mini";
import { TextAreaField, TextField, useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { reviewSchema } from "~/lib/content/schemas";
import { clearingSubmit, StatusNotice, useFocusAfterSave } from "./saved-form";
import { useRefresh } from "./use-refresh";
import { useReportDirty } from "./use-unsaved-warning";
import { FormFailure } from "./FormFailure";

type Review = z.output<typeof reviewSchema>;

/** The review's own fields (the content's schema, so messages match the API's) and the save's. */
const reviewFormSchema = z.object({
  csrfToken: z.string(),
  seen: z.string(),
  ...reviewSchema.shape,
  // A checkbox is always true or false; the saved review carries `hidden` only when set.
  hidden: z.boolean(),
});
type ReviewValues = z.input<typeof reviewFormSchema>;

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;
// The public Stars component is not imported here: a staff page importing it would move it out
// of the chunk the public pages share (see form-kit.ts), so the staff list draws its own.

function toValues(review: Review, seen: string, csrfToken: string): ReviewValues {
  return { csrfToken, seen, ...review, hidden: review.hidden === true };
}

/** The stored review: `hidden` is written only when set, as in the content files. */
function toReview(values: z.output<typeof reviewFormSchema>): Review {
  const { csrfToken: _token, seen: _seen, hidden, ...review } = values;
  return hidden ? { ...review, hidden: true } : review;
}

function useReviewForm(
  record: string,
  defaults: ReviewValues,
  onSaved: (answer: { message: string; seen: string }, values: ReviewValues) => void,
) {
  return useApiForm({
    schema: reviewFormSchema,
    defaults,
    endpoint: withParams(staffContentSave, { record }),
    toPayload: (values) => ({
      csrfToken: values.csrfToken,
      seen: values.seen,
      value: toReview(values),
    }),
    onSuccess: (answer, values) => onSaved(answer, values),
  });
}

type ReviewApi = ReturnType<typeof useReviewForm>;

/** Name, stars, date, source and text: the fields every review has. */
function ReviewFields({ api }: { api: ReviewApi }) {
  const rating = api.field("rating");
  const ratingError = rating.error;
  return (
    <div className="form__grid">
      <TextField
        {...api.field("reviewer_name")}
        {...api.form.register("reviewer_name")}
        label="Reviewer's name"
        autoComplete="off"
        required
      />
      <div className={`field${ratingError ? " field--invalid" : ""}`}>
        <label htmlFor={rating.id}>Stars</label>
        <select
          id={rating.id}
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? `${rating.id}-error` : undefined}
          {...api.form.register("rating", { valueAsNumber: true })}
        >
          {STAR_CHOICES.map((stars) => (
            <option key={stars} value={stars}>
              {stars === 1 ? "1 star" : `${stars} stars`}
            </option>
          ))}
        </select>
        {ratingError ? (
          <p id={`${rating.id}-error`} className="field__error">
            {ratingError}
          </p>
        ) : null}
      </div>
      <TextField
        {...api.field("review_date")}
        {...api.form.register("review_date")}
        label="Date"
        type="date"
        required
      />
      <TextField
        {...api.field("review_source")}
        {...api.form.register("review_source")}
        label="Source (Google, Yelp...)"
        autoComplete="off"
      />
      <TextAreaField
        {...api.field("review_description")}
        {...api.form.register("review_description")}
        label="Review text"
        required
      />
    </div>
  );
}

function HiddenCheckbox({ api }: { api: ReviewApi }) {
  const { id } = api.field("hidden");
  return (
    <div className="review-editor__hidden">
      <input id={id} type="checkbox" {...api.form.register("hidden")} />
      <label htmlFor={id}>Hidden (kept, but not shown on the site nor counted)</label>
    </div>
  );
}

interface NewReviewProps {
  record: string;
  seen: string;
  today: string;
  csrfToken: string;
}

/** Adds a review: record `reviews.<length>`, appended to the content. */
export function NewReviewForm(props: NewReviewProps) {
  const [saved, setSaved] = useState<{ record: string; message: string } | null>(null);
  return (
    <section aria-labelledby="new-review-heading" className="review-editor--new">
      <h2 id="new-review-heading">Add a review</h2>
      {/* The next review is the next record: a fresh, empty form. */}
      <NewReviewFields
        key={props.record}
        {...props}
        focusSubmit={saved !== null && saved.record !== props.record}
        onSaved={(message) => setSaved({ record: props.record, message })}
        onSubmitStart={() => setSaved(null)}
      />
      <StatusNotice notice={saved?.message ?? null} />
    </section>
  );
}

function NewReviewFields({
  record,
  seen,
  today,
  csrfToken,
  focusSubmit,
  onSaved,
  onSubmitStart,
}: NewReviewProps & {
  focusSubmit: boolean;
  onSaved: (message: string) => void;
  onSubmitStart: () => void;
}) {
  const refresh = useRefresh();
  const submit = useFocusAfterSave(focusSubmit);
  const empty = toValues(
    { reviewer_name: "", rating: 5, review_description: "", review_source: "", review_date: today },
    seen,
    csrfToken,
  );
  const api = useReviewForm(record, empty, (answer) => {
    onSaved(answer.message);
    void refresh();
  });
  useReportDirty(api.form.formState.isDirty);
  return (
    <form
      {...clearingSubmit(api.formProps, onSubmitStart)}
      aria-labelledby="new-review-heading"
      className="staff-form review-editor"
    >
      <ReviewFields api={api} />
      <HiddenCheckbox api={api} />
      <button ref={submit} type="submit" className="button" disabled={!api.canSubmit}>
        Add the review
      </button>
      <FormFailure message={api.failure} />
    </form>
  );
}

interface ReviewProps {
  record: string;
  review: Review;
  seen: string;
  csrfToken: string;
}

/** One review as the site shows it, its Hidden checkbox, and its fields behind an Edit button. */
export function ReviewForm(props: ReviewProps) {
  const [saved, setSaved] = useState<{ seen: string; message: string } | null>(null);
  return (
    <div className={`staff-card${props.review.hidden ? " review-editor--hidden" : ""}`}>
      {/* Saved, restored or changed by a colleague: drawn again from what is stored now. */}
      <ReviewFormFields
        key={props.seen}
        {...props}
        focusSubmit={saved?.seen === props.seen}
        onSaved={(message, seen) => setSaved({ seen, message })}
        onSubmitStart={() => setSaved(null)}
      />
      <StatusNotice notice={saved?.message ?? null} />
    </div>
  );
}

function ReviewFormFields({
  record,
  review,
  seen,
  csrfToken,
  focusSubmit,
  onSaved,
  onSubmitStart,
}: ReviewProps & {
  focusSubmit: boolean;
  onSaved: (message: string, seen: string) => void;
  onSubmitStart: () => void;
}) {
  const refresh = useRefresh();
  const headingId = useId();
  const fieldsId = useId();
  const submit = useFocusAfterSave(focusSubmit);
  const [editing, setEditing] = useState(false);
  const api = useReviewForm(record, toValues(review, seen, csrfToken), (answer) => {
    onSaved(answer.message, answer.seen);
    void refresh();
  });
  useReportDirty(api.form.formState.isDirty);
  const hasErrors = Object.keys(api.form.formState.errors).length > 0;
  const open = editing || hasErrors;
  return (
    <form
      {...clearingSubmit(api.formProps, onSubmitStart)}
      aria-labelledby={headingId}
      className="review-editor"
    >
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
        <span>{review.review_date}</span>
        {review.review_source ? <span> · {review.review_source}</span> : null}
      </p>
      <p className="review-editor__text">{review.review_description}</p>
      <div id={fieldsId} hidden={!open}>
        <ReviewFields api={api} />
      </div>
      <HiddenCheckbox api={api} />
      <div className="staff-actions">
        <button
          type="button"
          className="button button--outline button--small"
          aria-expanded={open}
          aria-controls={fieldsId}
          aria-label={`${open ? "Close the fields of" : "Edit"} the review by ${review.reviewer_name}`}
          onClick={() => setEditing(!open)}
        >
          {open ? "Close the fields" : "Edit"}
        </button>
        <button
          ref={submit}
          type="submit"
          className="button button--small"
          disabled={!api.canSubmit}
          aria-label={`Save the review by ${review.reviewer_name}`}
        >
          Save
        </button>
      </div>
      <FormFailure message={api.failure} />
    </form>
  );
}
