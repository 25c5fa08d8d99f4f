/**
 * The review links where review requests are set up (issue 35): one field per review site, saved
 * into the salon record's draft like the salon editor's own fields, with "Save and publish"
 * (decision 0040) to put them live at once. A plain post: it works without JavaScript.
 */
import { REVIEW_SITES } from "~/lib/reviews/message";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { RecordFormShell, useRecordForm } from "~/routes/staff/content/RecordFormShell";
import { SaveBar } from "~/routes/staff/content/SaveBar";
import type { PendingChange } from "~/routes/staff/content/save-publish";
import { SALON_RECORD } from "~/routes/staff/content/salon/salon-form";
import { TextField } from "~/routes/staff/shared/form-kit";
import { reviewLinksSchema } from "./review-links-form";

const HINTS: Record<string, string> = {
  google:
    "Your business's “write a review” link: in Google Business Profile, “Ask for reviews”. Empty: no Google button.",
  yelp: "Your business's page on Yelp. Empty: no Yelp button.",
};

interface Props {
  /** The draft's links, by the salon record's field names. */
  values: Record<string, string | undefined>;
  /** The salon record's fingerprint as loaded. */
  seen: string;
  answer: RecordSaveAnswer | undefined;
  changes: readonly PendingChange[];
  labelledBy: string;
}

export function ReviewLinksForm(props: Props) {
  // Saved, or changed in the salon editor meanwhile: drawn again from what is stored.
  return <LinkFields key={props.seen} {...props} />;
}

function LinkFields({ values, seen, answer, changes, labelledBy }: Props) {
  const { submitRef, ...api } = useRecordForm({
    record: SALON_RECORD,
    seen,
    schema: reviewLinksSchema,
    answer,
  });
  return (
    <RecordFormShell
      {...api.shell}
      id={SALON_RECORD}
      aria-labelledby={labelledBy}
      className="staff-form staff-form--wide"
    >
      {REVIEW_SITES.map((site) => (
        <TextField
          key={site.id}
          {...api.field(site.field)}
          defaultValue={api.initial(site.field, values[site.field] ?? "")}
          label={`${site.name} review link`}
          hint={HINTS[site.id]}
          type="url"
          autoComplete="off"
        />
      ))}
      <SaveBar
        record={SALON_RECORD}
        changes={changes}
        sending={api.sending}
        submitRef={submitRef}
        compact
      />
    </RecordFormShell>
  );
}
