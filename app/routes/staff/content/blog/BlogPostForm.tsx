/**
 * One blog post's form (decision 0020): a plain post to the page's action with every field named,
 * so it saves without JavaScript too; with it, React Router sends the same form and the page
 * reloads its data. The image upload and the rich-text editor need JavaScript: without it the
 * image is chosen from those already uploaded, and the body is posted as it was loaded (its hidden
 * field), so it is kept.
 */
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { blogPostFormSchema, type BlogPost } from "./blog-form";
import { useRoutePost } from "~/routes/staff/shared/script-post";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { FieldError, TextField, type FormAnswer } from "~/routes/staff/shared/form-kit";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";

/**
 * Tiptap is loaded on its own: it imports from react-dom, and a static import from a staff page
 * would split react-dom's entry out of the file every public page loads.
 */
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

export interface PickableImage {
  src: string;
  alt: string;
}

const EMPTY: BlogPost = {
  post_title: "",
  post_date: "",
  post_image: "",
  page_title: "",
  meta_desc: "",
  meta_key: "",
  post_description: "",
};

/**
 * Uploads an image (with its alt text) and hands it to the form's picker. Its inputs have no
 * names, so the post's form never sends them; it needs JavaScript, and is disabled until then.
 */
function ImageUpload({ onUploaded }: { onUploaded: (image: PickableImage) => void }) {
  const hydrated = useHydrated();
  const post = useRoutePost();
  const [state, setState] = useState<{ pending: boolean; message: string | null; failed: boolean }>(
    {
      pending: false,
      message: null,
      failed: false,
    },
  );
  return (
    <fieldset className="staff-upload" disabled={!hydrated}>
      <legend>Upload a new image</legend>
      {hydrated ? null : <p className="field__hint">Uploading an image needs JavaScript.</p>}
      {/* The real file input, labelled; staff.css draws its button as a thumb-sized one. */}
      <div className="field">
        <label htmlFor="upload-image">Image (JPEG, PNG, WebP or AVIF)</label>
        <input id="upload-image" type="file" accept="image/jpeg,image/png,image/webp,image/avif" />
      </div>
      <div className="field">
        <label htmlFor="upload-alt">Describe the image for people who cannot see it</label>
        <input id="upload-alt" maxLength={300} aria-describedby="upload-alt-hint" />
        <p id="upload-alt-hint" className="field__hint">
          Read out in place of the image on the blog, for people who cannot see it.
        </p>
      </div>
      <button
        type="button"
        className="button button--outline button--small"
        disabled={state.pending}
        onClick={async (event) => {
          const box = event.currentTarget.closest("fieldset");
          const file = box?.querySelector<HTMLInputElement>("#upload-image")?.files?.[0];
          const alt = box?.querySelector<HTMLInputElement>("#upload-alt")?.value ?? "";
          setState({ pending: true, message: null, failed: false });
          // The editors' upload route (routes/staff/content/media.ts).
          const result = await post<FormAnswer<null, { image: PickableImage }>>("/staff/media", {
            ...(file ? { image: file } : {}),
            alt,
          });
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

interface BlogPostFormProps {
  /** The record this form saves ("blog.3"). */
  record: string;
  /** The post's fingerprint as loaded. */
  seen: string;
  /** The stored post; null for a new one. */
  value: BlogPost | null;
  /** A new post's date until changed: today in the spa's time zone ("2026-11-28"). */
  today: string;
  images: PickableImage[];
  /** The page's action answer (a refused save: its message, errors and what was typed). */
  answer: RecordSaveAnswer | undefined;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/**
 * One blog post: title, date, image, the body in rich text and the search-engine texts. The page
 * draws it again (its key is the post's fingerprint) when a save, a restore or a colleague has
 * changed what is stored.
 */
export function BlogPostForm({
  record,
  seen,
  value,
  images,
  answer,
  labelledBy,
  today,
  changes,
}: BlogPostFormProps) {
  const api = useRecordForm({
    record,
    seen,
    schema: blogPostFormSchema,
    answer,
  });
  const stored = value ?? { ...EMPTY, post_date: today };
  const [choices, setChoices] = useState(images);
  // The two fields JavaScript changes besides typing: the image (an upload chooses it) and the
  // body (the rich-text editor writes its HTML into the hidden field).
  const [image, setImage] = useState(() => api.initial("post_image", stored.post_image));
  const [body, setBody] = useState(() => api.initial("post_description", stored.post_description));
  const imageField = api.field("post_image");
  const bodyField = api.field("post_description");
  const options =
    image && !choices.some((choice) => choice.src === image)
      ? [{ src: image, alt: image }, ...choices]
      : choices;
  const text = (name: keyof BlogPost) => ({
    ...api.field(name),
    defaultValue: api.initial(name, stored[name]),
  });
  return (
    <RecordFormShell
      {...api.shell}
      aria-labelledby={labelledBy}
      className="staff-form staff-form--wide"
    >
      <TextField {...text("post_title")} label="Title" required />
      <TextField {...text("post_date")} label="Date" type="date" required />
      <div className={`field${imageField.error ? " field--invalid" : ""}`}>
        <label htmlFor={imageField.id}>Image</label>
        {/* Controlled, so that an image just uploaded is chosen once its option exists. */}
        <select
          id={imageField.id}
          name={imageField.name}
          value={image}
          aria-invalid={imageField.error ? true : undefined}
          aria-describedby={imageField.error ? `${imageField.id}-error` : undefined}
          onChange={(event) => setImage(event.target.value)}
        >
          <option value="">No image</option>
          {options.map((choice) => (
            <option key={choice.src} value={choice.src}>
              {choice.alt}
            </option>
          ))}
        </select>
        <FieldError id={imageField.id} error={imageField.error} />
        {image ? <img src={image} alt="" width={320} height={180} className="staff-thumb" /> : null}
      </div>
      <ImageUpload
        onUploaded={(uploaded) => {
          setChoices((list) => [uploaded, ...list]);
          setImage(uploaded.src);
          api.edited();
        }}
      />
      {/* The rich-text editor needs JavaScript: without it, the body is sent as it was loaded. */}
      <input type="hidden" name={bodyField.name} value={body} />
      <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
        <RichTextEditor
          label="Text of the post"
          value={body}
          error={bodyField.error}
          onChange={(html) => {
            setBody(html);
            api.edited();
          }}
        />
      </Suspense>
      <TextField {...text("page_title")} label="Title for search engines" />
      <TextField {...text("meta_desc")} label="Description for search engines" />
      <TextField {...text("meta_key")} label="Keywords" />
      <SaveBar {...api.saveBar} changes={changes} />
    </RecordFormShell>
  );
}
