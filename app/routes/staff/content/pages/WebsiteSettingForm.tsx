/**
 * The website-setting editor's forms (/staff/content/pages/:name): plain posts to the page's
 * action (decision 0020), so a save works without JavaScript too. What needs JavaScript: the
 * rich-text editor (without it, its hidden field posts the stored HTML unchanged) and adding,
 * moving and removing quotes.
 */
import { lazy, Suspense, useState } from "react";
import type { WebsiteSettingName } from "~/lib/content/schemas";
import type { BannerFields, Testimonial } from "~/lib/content/website-settings";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import {
  bannerFormSchema,
  QUOTES_LIMIT,
  quoteFieldName,
  richTextFormSchema,
  testimonialsFormSchema,
} from "./website-setting-form";
import { EntryActions, RowButton } from "../EntryActions";
import { TextAreaField, TextField } from "~/routes/staff/shared/form-kit";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";
import { useKeyedList } from "~/routes/staff/shared/use-keyed-list";

/** Loaded on its own, as in the blog editor: Tiptap imports from react-dom. */
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

export interface BannerImage {
  src: string;
  label: string;
}

interface CommonProps {
  name: WebsiteSettingName;
  label: string;
  seen: string;
  /** The page's action answer: a refusal of this form shows beside its fields. */
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

type Schema = Parameters<typeof useRecordForm>[0]["schema"];

/** The form's hook, its record the setting (also the id of the box the redirect returns to). */
function useSettingForm(props: CommonProps, schema: Schema) {
  const record = `websiteSettings.${props.name}`;
  const api = useRecordForm({
    record,
    seen: props.seen,
    schema,
    answer: props.answer,
  });
  const shell = { ...api.shell, "aria-label": props.label };
  const submit = <SaveBar {...api.saveBar} changes={props.changes} />;
  return { record, api, shell, submit };
}

/** Policies and treatment texts: rich text, checked with the record's own schema. */
export function RichTextSettingForm(props: CommonProps & { html: string }) {
  const { api, shell, submit } = useSettingForm(props, richTextFormSchema);
  const [html, setHtml] = useState(() => api.initial("html", props.html));
  return (
    <div>
      <RecordFormShell {...shell} className="staff-form staff-form--wide">
        {/* The rich-text editor needs JavaScript: without it, the text is sent unchanged. */}
        <input type="hidden" name="html" value={html} />
        <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
          <RichTextEditor
            label={`Text of the ${props.label.toLowerCase()}`}
            value={html}
            error={api.field("html").error}
            onChange={(next) => {
              setHtml(next);
              api.edited();
            }}
          />
        </Suspense>
        {submit}
      </RecordFormShell>
    </div>
  );
}

/** A banner: an image under a heading and a tagline, written as the stored banner fragment. */
export function BannerSettingForm(
  props: CommonProps & { banner: BannerFields; images: BannerImage[] },
) {
  const { api, shell, submit } = useSettingForm(props, bannerFormSchema);
  const initial = (name: keyof BannerFields) => api.initial(name, props.banner[name]);
  const image = api.field("image");
  const [current, setCurrent] = useState(() => initial("image"));
  // The stored image stays a choice even when it is no longer in the lists.
  const choices = [props.banner.image, current]
    .filter((src, index, all) => src && all.indexOf(src) === index)
    .filter((src) => !props.images.some((choice) => choice.src === src))
    .map((src) => ({ src, label: src }))
    .concat(props.images);
  return (
    <div>
      <RecordFormShell {...shell} className="staff-editor">
        <TextField
          {...api.field("heading")}
          defaultValue={initial("heading")}
          label="Heading"
          required
          autoComplete="off"
        />
        <TextField
          {...api.field("tagline")}
          defaultValue={initial("tagline")}
          label="Tagline under the heading"
          autoComplete="off"
        />
        <fieldset>
          <legend>Background image</legend>
          <div className="field">
            <label htmlFor={image.id}>Image</label>
            <select
              id={image.id}
              name={image.name}
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            >
              <option value="">No image (a plain background)</option>
              {choices.map((choice) => (
                <option key={choice.src} value={choice.src}>
                  {choice.label}
                </option>
              ))}
            </select>
            {image.error ? <p className="field__error">{image.error}</p> : null}
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
            defaultValue={initial("alt")}
            label="Describe the image for people who cannot see it"
            autoComplete="off"
          />
        </fieldset>
        {submit}
      </RecordFormShell>
    </div>
  );
}

/** The quotes a refused post sent (a page without JavaScript shows them again), or none. */
function postedQuotes(answer: RecordSaveAnswer | undefined, record: string) {
  if (answer?.intent !== "save" || answer.record !== record) return null;
  const quotes: Testimonial[] = [];
  for (let index = 0; index < QUOTES_LIMIT; index++) {
    const quote = answer.fields[quoteFieldName(index, "quote")];
    const name = answer.fields[quoteFieldName(index, "name")];
    if (quote === undefined && name === undefined) break;
    quotes.push({ quote: quote ?? "", name: name ?? "" });
  }
  return quotes;
}

/** What people are saying: quotes with their authors, written as blockquotes. */
export function TestimonialsSettingForm(props: CommonProps & { testimonials: Testimonial[] }) {
  const { record, api, shell, submit } = useSettingForm(props, testimonialsFormSchema);
  // Every row posts with its place in the list, so the action reads the list as it is shown.
  const quotes = useKeyedList(postedQuotes(props.answer, record) ?? props.testimonials, api.edited);
  const [baseId] = useState(() => `quotes-${props.name}`);
  const idOf = (key: string, part: string) => `${baseId}-${key}-${part}`;
  const addId = `${baseId}-add`;
  return (
    <div>
      <RecordFormShell {...shell} className="staff-editor">
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
            const quote = api.field(quoteFieldName(index, "quote"));
            const name = api.field(quoteFieldName(index, "name"));
            return (
              <li key={key}>
                <fieldset className="staff-pair">
                  <legend>Quote {index + 1}</legend>
                  <TextAreaField
                    {...quote}
                    id={idOf(key, "quote")}
                    label="What they said (a paragraph per line)"
                    required
                    rows={4}
                    value={value.quote}
                    onChange={(event) => edit({ quote: event.target.value })}
                  />
                  <TextField
                    {...name}
                    id={idOf(key, "name")}
                    label="Who said it"
                    value={value.name}
                    onChange={(event) => edit({ name: event.target.value })}
                    autoComplete="off"
                  />
                  <EntryActions name={`quote ${index + 1}`} {...actions} />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <RowButton
          id={addId}
          onClick={() => quotes.focusLater(idOf(quotes.add({ quote: "", name: "" }), "quote"))}
        >
          Add a quote
        </RowButton>
        {submit}
      </RecordFormShell>
    </div>
  );
}
