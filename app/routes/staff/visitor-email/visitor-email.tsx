import { lazy, Suspense, useState } from "react";
import type { Route } from "./+types/visitor-email";
import { staffMeta } from "~/routes/staff/shared/meta";
import { RichHtml } from "~/components/ui/RichHtml";
import { FormFailure, StaffForm, SendButton } from "~/routes/staff/shared/form-kit";
import { useReportDirty } from "~/routes/staff/shared/use-unsaved-warning";
import { OWNERS_ONLY, visitorEmailAction, visitorEmailData } from "./visitor-email.server";
import { requireOwner } from "../shared/guard";
import { MailNotSetUp } from "~/routes/staff/shared/mail-setup";
import "./visitor-email.css";

/** Loaded on its own, as in the other editors: Tiptap imports from react-dom. */
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

export const meta: Route.MetaFunction = () => staffMeta("E-mail to visitors | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request, OWNERS_ONLY);
  return visitorEmailData(context);
}

/** Save the switch and the wording: a plain form post that works without JavaScript (0020). */
export const action = visitorEmailAction;

export default function VisitorEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { setting, preview, replyTo, mailSetUp, booking } = loaderData;
  // A refusal shows what was typed; a save draws the form again from what is stored.
  const shown = actionData?.values ?? setting;
  const formKey = actionData ? `refused:${actionData.values.html}` : `saved:${setting.html}`;
  return (
    <div className="visitor-email">
      <h1>E-mail to visitors</h1>
      <p>
        Right after someone sends a form on the website (a question, a consultation request or a job
        application), the website can e-mail them to say it arrived, with your phone number, your
        hours for the next days{booking ? ", the link to book online" : ""} and what happens next.
        Their answer comes to {replyTo || "the salon's e-mail address"}.
      </p>
      <p>
        To stop the form being used to send e-mails to strangers, it never repeats what the visitor
        wrote (only a first name that looks like one), and one address gets at most one such e-mail
        a day.
      </p>
      {mailSetUp ? null : <MailNotSetUp meaning="no visitor gets this e-mail until it is" />}
      <VisitorEmailForm
        key={formKey}
        enabled={shown.enabled}
        html={shown.html}
        answer={actionData}
      />
      {/* data-sample: the e-mail as a visitor sees it, its links theirs (not staff controls). */}
      <section
        aria-labelledby="visitor-email-preview-heading"
        className="visitor-email__preview"
        data-sample
      >
        <h2 id="visitor-email-preview-heading">What visitors receive</h2>
        <p>
          As saved, for a visitor named {preview.sampleName}. Subject:{" "}
          <strong>{preview.subject}</strong>
        </p>
        {setting.enabled ? null : (
          <p>
            <strong>Switched off:</strong> no one gets this e-mail now.
          </p>
        )}
        {/* Rendered by the e-mail's own function: the owner's words sanitized, the rest escaped. */}
        <RichHtml html={preview.body} className="visitor-email__frame" />
      </section>
    </div>
  );
}

function VisitorEmailForm({
  enabled,
  html: initialHtml,
  answer,
}: {
  enabled: boolean;
  html: string;
  answer?: { message: string; errors: Record<string, string> };
}) {
  const [html, setHtml] = useState(initialHtml);
  const [dirty, setDirty] = useState(false);
  useReportDirty(dirty);
  const errors = answer?.errors ?? {};
  return (
    <StaffForm
      intent="save"
      id="visitor-email-form"
      aria-labelledby="visitor-email-form-heading"
      className="staff-form staff-form--wide"
      onSubmit={() => setDirty(false)}
    >
      <h2 id="visitor-email-form-heading">The e-mail</h2>
      <div className="staff-checkbox">
        <input
          id="visitor-email-enabled"
          type="checkbox"
          name="enabled"
          defaultChecked={enabled}
          onChange={() => setDirty(true)}
        />
        <label htmlFor="visitor-email-enabled">
          Send this e-mail to visitors after they send a form
        </label>
      </div>
      {/* The rich-text editor needs JavaScript: without it, the wording is sent unchanged. */}
      <input type="hidden" name="html" value={html} />
      <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
        <RichTextEditor
          label="Your words in the e-mail"
          value={html}
          error={errors.html}
          onChange={(next) => {
            setHtml(next);
            setDirty(true);
          }}
        />
      </Suspense>
      <p className="field__hint">
        The greeting with the visitor’s first name, what happens next, your phone number, hours and
        address are added for you.
      </p>
      <FormFailure message={answer?.message} />
      <SendButton intent="save" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
