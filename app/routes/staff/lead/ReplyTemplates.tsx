/**
 * The reply's templates (issue 35, item 5): buttons of the one reply form (`form=`), so choosing
 * one without JavaScript posts what is typed and the page comes back with it kept; a box holding
 * her typing is replaced only when she says so (`chooseTemplate`). With JavaScript the page fills
 * the box itself, asking first when it holds typing.
 */
import { useState, type MouseEvent } from "react";
import { Link } from "react-router";
import type { LeadActionAnswer } from "./lead.server";
import type { ReplySetup } from "./LeadReply";
import { chooseTemplate, hasTyping, type ReplyText } from "./reply-box";

export const REPLY_FORM = "lead-reply-form";

const askWords = (name: string) => `Replace what you typed with the template “${name}”?`;

/** What the box shows, from which template, and the template a post without JavaScript asks for. */
export function useReplyBox(
  setup: Pick<ReplySetup, "templates" | "chosen" | "subject" | "body">,
  answer: LeadActionAnswer | undefined,
) {
  const chosen = answer?.template;
  const loaded = { subject: setup.subject, body: setup.body };
  let text: ReplyText = answer?.typed ?? loaded;
  let from = setup.chosen;
  let asking: number | null = null;
  if (chosen && answer?.typed && setup.templates[chosen.asked]) {
    const shown = setup.templates[chosen.shown] ?? setup.templates[setup.chosen] ?? loaded;
    const result = chooseTemplate(
      answer.typed,
      shown,
      setup.templates[chosen.asked]!,
      chosen.confirmed,
    );
    text = result.text;
    from = result.ask ? chosen.shown : chosen.asked;
    asking = result.ask ? chosen.asked : null;
  }
  // With JavaScript a template fills the box in place: the template now shown.
  const [current, setCurrent] = useState(from);
  const [startedFrom] = useState(`${from}:${asking ?? ""}`);
  return { text, current, setCurrent, asking, startedFrom };
}

type Box = ReturnType<typeof useReplyBox>;

function fill(form: HTMLFormElement, text: ReplyText) {
  for (const name of ["subject", "body"] as const) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.value = text[name];
    }
  }
}

/**
 * The template buttons of a form: the e-mail reply's by default; the text's (issue 37) names its
 * own form and fills only its body.
 */
export function TemplateChoice({
  setup,
  isOwner,
  box,
  formId = REPLY_FORM,
  idPrefix = "reply",
  onFilled,
}: {
  setup: Pick<ReplySetup, "templates">;
  isOwner: boolean;
  box: Box;
  formId?: string;
  idPrefix?: string;
  /** Told the text a template put in the box (the text's count follows it). */
  onFilled?: (text: ReplyText) => void;
}) {
  const labelId = `${idPrefix}-templates-label`;
  const choose = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    const form = document.getElementById(formId);
    const asked = setup.templates[index];
    if (!(form instanceof HTMLFormElement) || !asked) return;
    event.preventDefault();
    const typed = {
      subject: String(new FormData(form).get("subject") ?? ""),
      body: String(new FormData(form).get("body") ?? ""),
    };
    const shown = setup.templates[box.current] ?? asked;
    if (hasTyping(typed, shown) && !window.confirm(askWords(asked.name))) return;
    fill(form, asked);
    onFilled?.(asked);
    box.setCurrent(index);
  };
  const asking = box.asking === null ? undefined : setup.templates[box.asking];
  return (
    <div className="lead-reply__templates" role="group" aria-labelledby={labelId}>
      <p id={labelId}>Start from a template:</p>
      <ul>
        {setup.templates.map((template, index) => (
          <li key={`${index}-${template.name}`}>
            <button
              type="submit"
              form={formId}
              name="template"
              value={index}
              formNoValidate
              onClick={choose(index)}
              className={`button button--small${index === box.current ? "" : " button--outline"}`}
              aria-pressed={index === box.current}
            >
              {template.name}
            </button>
          </li>
        ))}
      </ul>
      {asking ? (
        <div className="lead-reply__ask">
          <p role="alert">{askWords(asking.name)} Your text is kept below until you choose.</p>
          <button
            type="submit"
            form={formId}
            name="replace"
            value={box.asking ?? ""}
            formNoValidate
            className="button button--small button--outline"
          >
            Yes, replace it with “{asking.name}”
          </button>
        </div>
      ) : null}
      {isOwner ? (
        <p className="lead-reply__edit">
          <Link to="/staff/reply-templates">Edit the templates</Link>
        </p>
      ) : null}
    </div>
  );
}
