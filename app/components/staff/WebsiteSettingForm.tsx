import { lazy, Suspense, useState } from "react";
import { z } from "zod/mini";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { recordSchema } from "~/lib/content/records";
import type { WebsiteSettingName } from "~/lib/content/schemas";
import {
  bannerFieldsSchema,
  bannerHtml,
  testimonialSchema,
  testimonialsHtml,
  type BannerFields,
  type Testimonial,
} from "~/lib/content/website-settings";
import { EntryActions } from "./EntryActions";
import { TextAreaField, TextField, useApiForm } from "./form-kit";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { useKeyedList } from "./use-keyed-list";
import { FormFailure } from "./FormFailure";

/** Loaded on its own, as in the blog editor: Tiptap imports from react-dom. */
const RichTextEditor = lazy(() =>
  import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

export interface BannerImage {
  src: string;
  label: string;
}

interface CommonProps {
  name: WebsiteSettingName;
  label: string;
  seen: string;
  csrfToken: string;
  onSaved: (seen: string) => void;
}

const saved = { csrfToken: z.string(), seen: z.string() };

/** Every websiteSettings record has the one schema: the server's check of a string of HTML. */
const richTextSchema = z.object({
  ...saved,
  html: recordSchema({
    part: "websiteSettings",
    key: "privacy_policy_new",
  }) as z.ZodMiniType<string>,
});
const bannerSchema = z.extend(bannerFieldsSchema, saved);
const testimonialsSchema = z.object({ ...saved, items: z.array(testimonialSchema) });

/** Where every setting's form sends its HTML, and what it does once it is in the draft. */
function saveOptions<V extends { csrfToken: string; seen: string }>(
  props: CommonProps,
  toHtml: (values: V) => string,
  setSeen: (seen: string) => void,
) {
  return {
    endpoint: withParams(staffContentSave, { record: `websiteSettings.${props.name}` }),
    toPayload: (values: V) => ({
      csrfToken: values.csrfToken,
      seen: values.seen,
      value: toHtml(values),
    }),
    onSuccess: (answer: { seen: string }) => {
      setSeen(answer.seen);
      props.onSaved(answer.seen);
    },
  };
}

function FormEnd({ failure, canSubmit }: { failure: string | null; canSubmit: boolean }) {
  return (
    <>
      <FormFailure message={failure} />
      <button type="submit" className="button" disabled={!canSubmit}>
        Save in the draft
      </button>
    </>
  );
}

/** Policies and treatment texts: rich text, checked with the record's own schema. */
export function RichTextSettingForm(props: CommonProps & { html: string }) {
  const api = useApiForm({
    schema: richTextSchema,
    defaults: { csrfToken: props.csrfToken, seen: props.seen, html: props.html },
    // A string record's refusal names no field inside it.
    fieldFor: { body: "html" },
    ...saveOptions(props, (values: z.output<typeof richTextSchema>) => values.html, setSeen),
  });
  function setSeen(seen: string) {
    // Saved: what the form holds is now the draft's, so nothing is unsaved.
    api.form.reset({ ...api.form.getValues(), seen });
  }
  useUnsavedWarning(api.form.formState.isDirty);
  return (
    <form {...api.formProps} aria-label={props.label} className="staff-form staff-form--wide">
      <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
        <RichTextEditor
          label={`Text of the ${props.label.toLowerCase()}`}
          value={props.html}
          error={api.field("html").error}
          onChange={(next) => api.form.setValue("html", next, { shouldDirty: true })}
        />
      </Suspense>
      <FormEnd failure={api.failure} canSubmit={api.canSubmit} />
    </form>
  );
}

/** A banner: an image under a heading and a tagline, written as the stored banner fragment. */
export function BannerSettingForm(
  props: CommonProps & { banner: BannerFields; images: BannerImage[] },
) {
  const api = useApiForm({
    schema: bannerSchema,
    defaults: { csrfToken: props.csrfToken, seen: props.seen, ...props.banner },
    ...saveOptions(props, (values: z.output<typeof bannerSchema>) => bannerHtml(values), setSeen),
  });
  function setSeen(seen: string) {
    // Saved: what the form holds is now the draft's, so nothing is unsaved.
    api.form.reset({ ...api.form.getValues(), seen });
  }
  useUnsavedWarning(api.form.formState.isDirty);
  const { register, watch } = api.form;
  const image = api.field("image");
  const current = watch("image");
  const choices =
    current && !props.images.some((choice) => choice.src === current)
      ? [{ src: current, label: current }, ...props.images]
      : props.images;
  return (
    <form {...api.formProps} aria-label={props.label} className="staff-editor">
      <TextField
        {...api.field("heading")}
        {...register("heading")}
        label="Heading"
        required
        autoComplete="off"
      />
      <TextField
        {...api.field("tagline")}
        {...register("tagline")}
        label="Tagline under the heading"
        autoComplete="off"
      />
      <fieldset>
        <legend>Background image</legend>
        <div className="field">
          <label htmlFor={image.id}>Image</label>
          <select id={image.id} {...register("image")}>
            <option value="">No image (a plain background)</option>
            {choices.map((choice) => (
              <option key={choice.src} value={choice.src}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {current ? (
          <img
            src={current}
            alt=""
            width={480}
            height={180}
            className="staff-thumb staff-banner-thumb"
          />
        ) : null}
        <TextField
          {...api.field("alt")}
          {...register("alt")}
          label="Describe the image for people who cannot see it"
          autoComplete="off"
        />
      </fieldset>
      <FormEnd failure={api.failure} canSubmit={api.canSubmit} />
    </form>
  );
}

/** What people are saying: quotes with their authors, written as blockquotes. */
export function TestimonialsSettingForm(props: CommonProps & { testimonials: Testimonial[] }) {
  const api = useApiForm({
    schema: testimonialsSchema,
    defaults: { csrfToken: props.csrfToken, seen: props.seen, items: props.testimonials },
    ...saveOptions(
      props,
      (values: z.output<typeof testimonialsSchema>) => testimonialsHtml(values.items),
      setSeen,
    ),
  });
  function setSeen(seen: string) {
    // Saved: what the form holds is now the draft's, so nothing is unsaved.
    api.form.reset({ ...api.form.getValues(), seen });
  }
  useUnsavedWarning(api.form.formState.isDirty);
  const { form } = api;
  const quotes = useKeyedList(props.testimonials, (next) =>
    form.setValue("items", next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true }),
  );
  const [baseId] = useState(() => `quotes-${props.name}`);
  const errors = form.formState.errors.items;
  const idOf = (key: string, part: string) => `${baseId}-${key}-${part}`;
  const addId = `${baseId}-add`;
  return (
    <form {...api.formProps} aria-label={props.label} className="staff-editor">
      {quotes.items.length === 0 ? <p>No quotes yet: the page shows none.</p> : null}
      <ol className="staff-lines">
        {quotes.items.map(({ key, value }, index) => {
          const edit = (change: Partial<Testimonial>) =>
            quotes.update(key, { ...value, ...change });
          const actions = quotes.entryActions(
            key,
            index,
            (action) => idOf(key, action),
            (next) => (next ? idOf(next, "quote") : addId),
          );
          return (
            <li key={key}>
              <fieldset className="staff-pair">
                <legend>Quote {index + 1}</legend>
                <TextAreaField
                  id={idOf(key, "quote")}
                  label="What they said (a paragraph per line)"
                  required
                  rows={4}
                  value={value.quote}
                  error={errors?.[index]?.quote?.message}
                  onChange={(event) => edit({ quote: event.target.value })}
                />
                <TextField
                  id={idOf(key, "name")}
                  label="Who said it"
                  value={value.name}
                  error={errors?.[index]?.name?.message}
                  onChange={(event) => edit({ name: event.target.value })}
                  autoComplete="off"
                />
                <EntryActions name={`quote ${index + 1}`} {...actions} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={addId}
        className="button button--outline button--small"
        onClick={() => quotes.focusLater(idOf(quotes.add({ quote: "", name: "" }), "quote"))}
      >
        Add a quote
      </button>
      <FormEnd failure={api.failure} canSubmit={api.canSubmit} />
    </form>
  );
}
