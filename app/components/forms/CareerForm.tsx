import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { z } from "zod/mini";
import { type ApiResult, postForm, postJson } from "~/lib/api-client";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import { RESUME_ACCEPT } from "~/lib/resume";
import { careerApplicationSchema } from "~/lib/schemas";
import { Captcha } from "./Captcha";
import { FormattedPhoneField, Notice, TextAreaField, TextField } from "./Field";
import { Honeypot } from "./Honeypot";
import { useActivateOnInteraction, useHydrated, useTimedNotice } from "./use-form-helpers";

const schema = z.extend(z.omit(careerApplicationSchema, { source_page: true }), {
  website: z.optional(z.string()),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  message: "",
  url: "",
  captcha: "",
  website: "",
};

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
function uploadFailureMessage(result: ApiResult): string {
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

/** The job application form with resume upload (SPEC.md 3, 4, 5 and 8). */
export function CareerForm({ captchaConfig }: { captchaConfig: CaptchaPublicConfig }) {
  const id = useId();
  const { pathname } = useLocation();
  // Remounting the input is how a file input is emptied without touching the DOM.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ kind: "idle" });
  const [selectFirst, setSelectFirst] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTimedNotice<string>(3000);
  const hint = useTimedNotice<string>(3000);
  const captcha = useActivateOnInteraction();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  const phone = register("phone");
  register("url");
  register("captcha");

  const chooseFile = (file: File | null) => {
    setChosenFile(file);
    setSelectFirst(false);
    setUpload({ kind: "idle" });
    setValue("url", "");
  };

  const uploadResume = async () => {
    if (!chosenFile) {
      setSelectFirst(true);
      return;
    }
    setSelectFirst(false);
    setUpload({ kind: "uploading" });
    const form = new FormData();
    form.append("file_upload", chosenFile, chosenFile.name);
    const result = await postForm("/api/wswebsiteinfo/uploadFilesFromWebsites", form);
    if (result.ok && typeof result.body.url === "string") {
      setValue("url", result.body.url, { shouldValidate: true });
      clearErrors("url");
      setUpload({ kind: "done", fileName: chosenFile.name });
    } else {
      setUpload({ kind: "failed", message: uploadFailureMessage(result) });
    }
  };

  const onInvalid = (invalid: Partial<Record<keyof Values, unknown>>) => {
    if (invalid.captcha || invalid.url) hint.show(UPLOAD_HINT);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    success.clear();
    const result = await postJson("/api/careerdata", {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email,
      message: values.message,
      url: values.url,
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
    });
    if (result.ok && result.body.message === "Successfully inserted.") {
      reset(EMPTY);
      chooseFile(null);
      setFileInputKey((n) => n + 1);
      setCaptchaReset((n) => n + 1);
      success.show(CAREER_SUCCESS);
      return;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors)) {
        if (field in EMPTY) setError(field as keyof Values, { message });
      }
      if (result.errors.captcha) {
        setValue("captcha", "");
        setCaptchaReset((n) => n + 1);
      }
      setFailure(result.message);
    }
    hint.show(UPLOAD_HINT);
  }, onInvalid);

  const field = (name: keyof Values & string) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });
  const uploadLabel = chosenFile ? chosenFile.name : "Choose resume file";

  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={onSubmit}
      {...captcha.handlers}
      aria-label="Job application"
    >
      <div className="form__grid">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          {...field("firstName")}
          {...register("firstName")}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          {...field("lastName")}
          {...register("lastName")}
        />
        <FormattedPhoneField {...field("phone")} registration={phone} />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...field("email")}
          {...register("email")}
        />
        <TextAreaField
          label="Resume Content"
          required
          {...field("message")}
          {...register("message")}
        />
      </div>

      <fieldset className={`upload${errors.url ? " field--invalid" : ""}`}>
        <legend>Resume (PDF, DOC or DOCX, up to 5 MB)</legend>
        <div className="upload__row">
          <input
            key={fileInputKey}
            id={`${id}-file`}
            className="upload__input"
            type="file"
            name="file_upload"
            accept={RESUME_ACCEPT}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {/* The visible "button" is the input's label, so it shows the chosen file's name. */}
          <label className="button button--outline upload__choose" htmlFor={`${id}-file`}>
            {uploadLabel}
          </label>
          <button
            type="button"
            className="button"
            onClick={() => void uploadResume()}
            disabled={upload.kind === "uploading"}
            aria-busy={upload.kind === "uploading"}
          >
            {upload.kind === "uploading" ? "Uploading…" : "Upload"}
          </button>
        </div>
        {selectFirst ? <Notice tone="error">Please select a file first!</Notice> : null}
        {upload.kind === "done" ? (
          <Notice tone="success">File uploaded successfully: {upload.fileName}</Notice>
        ) : null}
        {upload.kind === "failed" ? <Notice tone="error">{upload.message}</Notice> : null}
        {errors.url?.message ? (
          <p className="field__error" id={`${id}-url-error`}>
            {errors.url.message}
          </p>
        ) : null}
      </fieldset>

      <Honeypot registration={register("website")} />
      <Captcha
        id={`${id}-captcha`}
        config={captchaConfig}
        active={captcha.active}
        resetSignal={captchaReset}
        error={errors.captcha?.message}
        onToken={(token) => setValue("captcha", token, { shouldValidate: token !== "" })}
      />
      {hint.notice ? <Notice tone="info">{hint.notice}</Notice> : null}
      {success.notice ? (
        <Notice tone="success" onDismiss={success.clear}>
          {success.notice}
        </Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <button
        type="submit"
        className="button form__submit"
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? "Sending…" : "Submit application"}
      </button>
    </form>
  );
}
