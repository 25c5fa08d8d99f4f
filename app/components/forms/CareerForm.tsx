import { useState } from "react";
import type { ApiResult } from "~/lib/api/client";
import { networkFailure } from "~/lib/api/messages";
import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import { RESUME_ACCEPT } from "~/lib/forms/resume";
import type { CareerValues as Values } from "./CareerForm.engine";
import { FieldError, Notice, TextAreaField } from "./Field";
import { FormEnd } from "./FormEnd";
import { PersonFields } from "./PersonFields";
import { EMPTY_PERSON, useTimedNotice } from "./use-form-helpers";
import { useLazyApiForm } from "./use-lazy-api-form";

const loadEngine = () => import("./CareerForm.engine");

const EMPTY: Values = { ...EMPTY_PERSON, message: "", url: "" };

export const CAREER_SUCCESS = "Thank you! Your application has been submitted.";
export const UPLOAD_HINT = "Click to Upload Button to upload Resume";

/**
 * Answers to an upload whose reason the visitor can act on (another file type, a smaller file,
 * waiting a moment); their server message says what to do. Any other status is our problem.
 */
const ACTIONABLE_UPLOAD_STATUSES: ReadonlySet<number> = new Set([400, 413, 415, 422, 429]);

/** Our API's reasons are one sentence; a longer one is cut rather than filling the form. */
const MAX_SERVER_REASON = 200;

export const UPLOAD_UNAVAILABLE =
  "File not uploaded. Something went wrong on our side; please try the upload again in a minute. What you typed is still here.";
export const UPLOAD_NETWORK_ERROR =
  "Error uploading file. We could not reach the spa's website; please check your connection and try again. What you typed is still here.";

/**
 * SPEC.md 8's 'File not uploaded' / 'Error uploading file', with the server's own words only where
 * they tell the visitor what to change: a 5xx or proxy message is no use to them (and may be raw).
 */
function uploadFailureMessage(result: ApiResult<unknown>): string {
  if (result.ok) return "File not uploaded. Please try again.";
  if (result.status === null) return UPLOAD_NETWORK_ERROR;
  if (ACTIONABLE_UPLOAD_STATUSES.has(result.status)) {
    return `File not uploaded. ${result.message.slice(0, MAX_SERVER_REASON)}`;
  }
  return UPLOAD_UNAVAILABLE;
}

type UploadState =
  | { kind: "idle" }
  | { kind: "uploading" }
  | { kind: "done"; fileName: string }
  | { kind: "failed"; message: string };

/** The resume's file and its upload, which gives the form the uploaded file's reference (`url`). */
function useResumeUpload(
  setUrl: (url: string, validate?: boolean) => void,
  clearUrlError: () => void,
) {
  // Remounting the input is how a file input is emptied without touching the DOM.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ kind: "idle" });
  const [selectFirst, setSelectFirst] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setSelectFirst(false);
    setUpload({ kind: "idle" });
    setUrl("");
  };

  const send = async () => {
    if (!file) {
      setSelectFirst(true);
      return;
    }
    setSelectFirst(false);
    setUpload({ kind: "uploading" });
    const form = new FormData();
    form.append("file_upload", file, file.name);
    const result = await loadEngine().then((module) => module.uploadResume(form), networkFailure);
    if (result.ok && typeof result.body.url === "string") {
      setUrl(result.body.url, true);
      clearUrlError();
      setUpload({ kind: "done", fileName: file.name });
    } else {
      setUpload({ kind: "failed", message: uploadFailureMessage(result) });
    }
  };

  /** After a sent application: no file, an empty input. */
  const reset = () => {
    choose(null);
    setInputKey((n) => n + 1);
  };

  return { inputKey, file, upload, selectFirst, choose, send, reset };
}

/** The file input, shown through its label, the Upload button and the upload's notices. */
function ResumeUpload({
  resume,
  id,
  error,
}: {
  resume: ReturnType<typeof useResumeUpload>;
  id: string;
  error: { message?: string } | undefined;
}) {
  const { upload } = resume;
  return (
    <fieldset className={`upload${error ? " field--invalid" : ""}`}>
      <legend>Resume (PDF, DOC or DOCX, up to 5 MB)</legend>
      <div className="upload__row">
        <input
          key={resume.inputKey}
          id={`${id}-file`}
          className="upload__input"
          type="file"
          name="file_upload"
          accept={RESUME_ACCEPT}
          onChange={(event) => resume.choose(event.target.files?.[0] ?? null)}
        />
        {/* The visible "button" is the input's label, so it shows the chosen file's name. */}
        <label className="button button--outline upload__choose" htmlFor={`${id}-file`}>
          {resume.file ? resume.file.name : "Choose resume file"}
        </label>
        <button
          type="button"
          className="button"
          onClick={() => void resume.send()}
          disabled={upload.kind === "uploading"}
          aria-busy={upload.kind === "uploading"}
        >
          {upload.kind === "uploading" ? "Uploading…" : "Upload"}
        </button>
      </div>
      {resume.selectFirst ? <Notice tone="error">Please select a file first!</Notice> : null}
      {upload.kind === "done" ? (
        <Notice tone="success">File uploaded successfully: {upload.fileName}</Notice>
      ) : null}
      {upload.kind === "failed" ? <Notice tone="error">{upload.message}</Notice> : null}
      <FieldError id={id} error={error?.message} />
    </fieldset>
  );
}

/** The job application form with resume upload (SPEC.md 3, 4, 5 and 8). */
export function CareerForm({ captchaConfig }: { captchaConfig: CaptchaPublicConfig }) {
  const success = useTimedNotice<string>(3000);
  const hint = useTimedNotice<string>(3000);
  const api = useLazyApiForm({
    load: () => loadEngine().then((module) => module.engine),
    onSubmitStart: success.clear,
    defaults: EMPTY,
    toPayload: (values, { pathname, campaign }) => ({
      ...values,
      source_page: pathname,
      ...campaign,
    }),
    onInvalid: (invalid) => {
      if (invalid.captcha || invalid.url) hint.show(UPLOAD_HINT);
    },
    onSuccess: () => {
      api.resetAll();
      resume.reset();
      success.show(CAREER_SUCCESS);
    },
    failureNotice: (result) => {
      hint.show(UPLOAD_HINT);
      return result.message;
    },
  });
  const { register, setValue, clearErrors, errors, field } = api;
  register("url");
  const resume = useResumeUpload(
    (url, validate) => setValue("url", url, validate),
    () => clearErrors("url"),
  );

  return (
    <form className="form" {...api.formProps} aria-label="Job application">
      <div className="form__grid">
        <PersonFields field={field} register={register} />
        <TextAreaField
          label="Resume Content"
          required
          {...field("message")}
          {...register("message")}
        />
      </div>

      <ResumeUpload resume={resume} id={field("url").id} error={errors.url} />

      <FormEnd
        api={api}
        captchaConfig={captchaConfig}
        notices={
          <>
            {hint.notice ? <Notice tone="info">{hint.notice}</Notice> : null}
            {success.notice ? (
              <Notice tone="success" onDismiss={success.clear}>
                {success.notice}
              </Notice>
            ) : null}
          </>
        }
        submitLabel="Submit application"
      />
    </form>
  );
}
