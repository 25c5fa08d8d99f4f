import { lazy, Suspense, useState } from "react";
import { z } from "zod/mini";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave, staffImageUpload } from "~/lib/api/staff-endpoints";
import { submitFormData } from "~/lib/api-client";
import { blogPostSchema } from "~/lib/content/schemas";
import { TextField, useApiForm } from "./form-kit";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { FormFailure } from "./FormFailure";

/**
 * Tiptap is loaded on its own: it imports from react-dom, and a static import from a staff page
 * would split react-dom's entry out of the file every public page loads.
 */
const RichTextEditor = lazy(() =>
  import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

export interface PickableImage {
  src: string;
  alt: string;
}

const formSchema = z.extend(blogPostSchema, { csrfToken: z.string(), seen: z.string() });
type BlogPost = z.output<typeof blogPostSchema>;

const EMPTY: BlogPost = {
  post_title: "",
  post_date: "",
  post_image: "",
  page_title: "",
  meta_desc: "",
  meta_key: "",
  post_description: "",
};

/** Uploads an image (with its alt text) and hands it to the form's picker. */
function ImageUpload({
  csrfToken,
  onUploaded,
}: {
  csrfToken: string;
  onUploaded: (image: PickableImage) => void;
}) {
  const [state, setState] = useState<{ pending: boolean; message: string | null; failed: boolean }>(
    {
      pending: false,
      message: null,
      failed: false,
    },
  );
  return (
    <fieldset className="staff-upload">
      <legend>Upload a new image</legend>
      <label htmlFor="upload-image">Image (JPEG, PNG, WebP or AVIF)</label>
      <input
        id="upload-image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
      />
      <label htmlFor="upload-alt">Describe the image for people who cannot see it</label>
      <input id="upload-alt" name="alt" maxLength={300} />
      <button
        type="button"
        className="button button--outline button--small"
        disabled={state.pending}
        onClick={async (event) => {
          const box = event.currentTarget.closest("fieldset");
          const file = box?.querySelector<HTMLInputElement>("#upload-image")?.files?.[0];
          const alt = box?.querySelector<HTMLInputElement>("#upload-alt")?.value ?? "";
          const data = new FormData();
          if (file) data.set("image", file);
          data.set("alt", alt);
          data.set("csrfToken", csrfToken);
          setState({ pending: true, message: null, failed: false });
          const result = await submitFormData(staffImageUpload, data);
          if (result.ok) {
            onUploaded({ src: result.body.image.src, alt: result.body.image.alt });
            setState({ pending: false, message: result.body.message, failed: false });
          } else {
            const detail = Object.values(result.errors)[0] ?? result.message;
            setState({ pending: false, message: detail, failed: true });
          }
        }}
      >
        Upload
      </button>
      {state.message ? (
        <p
          role={state.failed ? "alert" : "status"}
          className={state.failed ? "form-failure" : undefined}
        >
          {state.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One blog post: title, date, image, search-engine texts and the body in rich text. */
export function BlogPostForm({
  record,
  seen,
  csrfToken,
  value,
  images,
  onSaved,
}: {
  record: string;
  seen: string;
  csrfToken: string;
  value: BlogPost | null;
  images: PickableImage[];
  /** With the saved post's fingerprint; the page keeps this form and shows the notice. */
  onSaved: (seen: string) => void;
}) {
  const [choices, setChoices] = useState(images);
  const start = value ?? EMPTY;
  const api = useApiForm({
    schema: formSchema,
    defaults: { ...start, csrfToken, seen },
    endpoint: withParams(staffContentSave, { record }),
    toPayload: ({ csrfToken: token, seen: loaded, ...post }) => ({
      csrfToken: token,
      seen: loaded,
      value: post,
    }),
    onSuccess: (answer) => {
      // What the form holds is now the draft's: nothing unsaved, and the next save's `seen`.
      api.form.reset({ ...api.form.getValues(), seen: answer.seen });
      onSaved(answer.seen);
    },
  });
  useUnsavedWarning(api.form.formState.isDirty);
  const { register, setValue, watch } = api.form;
  const image = api.field("post_image");
  const current = watch("post_image");
  const options =
    current && !choices.some((c) => c.src === current)
      ? [{ src: current, alt: current }, ...choices]
      : choices;
  return (
    <form {...api.formProps} aria-label="Blog post" className="staff-form staff-form--wide">
      <TextField {...api.field("post_title")} {...register("post_title")} label="Title" required />
      <TextField
        {...api.field("post_date")}
        {...register("post_date")}
        label="Date"
        type="date"
        required
      />
      <div className="field">
        <label htmlFor={image.id}>Image</label>
        {/* Controlled, so that an image just uploaded is chosen once its option exists. */}
        <select
          id={image.id}
          value={current ?? ""}
          onChange={(event) =>
            setValue("post_image", event.target.value, { shouldDirty: true, shouldValidate: true })
          }
        >
          <option value="">No image</option>
          {options.map((choice) => (
            <option key={choice.src} value={choice.src}>
              {choice.alt}
            </option>
          ))}
        </select>
        {current ? (
          <img src={current} alt="" width={320} height={180} className="staff-thumb" />
        ) : null}
      </div>
      <ImageUpload
        csrfToken={csrfToken}
        onUploaded={(uploaded) => {
          setChoices((list) => [uploaded, ...list]);
          setValue("post_image", uploaded.src, { shouldDirty: true });
        }}
      />
      <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
        <RichTextEditor
          label="Text of the post"
          value={start.post_description}
          error={api.field("post_description").error}
          onChange={(html) => setValue("post_description", html, { shouldDirty: true })}
        />
      </Suspense>
      <TextField
        {...api.field("page_title")}
        {...register("page_title")}
        label="Title for search engines"
      />
      <TextField
        {...api.field("meta_desc")}
        {...register("meta_desc")}
        label="Description for search engines"
      />
      <TextField {...api.field("meta_key")} {...register("meta_key")} label="Keywords" />
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        Save in the draft
      </button>
    </form>
  );
}
