import { REPLY_LIMITS } from "~/lib/staff/reply-templates";
import { TextAreaField, TextField } from "./form-kit";

/** The form's `namedFields`, for its subject and message. */
type ReplyField = (name: "subject" | "body") => {
  id: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
};

/** An e-mail's subject and message, as a reply to a lead and a reply template write them. */
export function ReplyFields({ field, rows }: { field: ReplyField; rows: number }) {
  return (
    <>
      <TextField {...field("subject")} label="Subject" required maxLength={REPLY_LIMITS.subject} />
      <TextAreaField
        {...field("body")}
        label="Message"
        required
        rows={rows}
        maxLength={REPLY_LIMITS.body}
      />
    </>
  );
}
