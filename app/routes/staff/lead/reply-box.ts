/**
 * One reply box (issue 35, item 5): a template chosen while the box holds her own typing replaces
 * it only once she says so; an untouched or empty box takes the template at once. The page (with
 * JavaScript) and the action's answer (without) share this rule, so nothing typed is lost either
 * way. Pure.
 */
export interface ReplyText {
  subject: string;
  body: string;
}

/** Whether the box holds something she typed: not empty, and not the template it started from. */
export function hasTyping(box: ReplyText, shown: ReplyText): boolean {
  const same = (a: string, b: string) => a.replace(/\r\n/g, "\n").trim() === b.trim();
  if (box.body.trim() === "" && box.subject.trim() === "") return false;
  return !same(box.subject, shown.subject) || !same(box.body, shown.body);
}

/**
 * What the box shows after template `asked` was chosen: the template, or (typing and not yet
 * confirmed) what she typed, kept, with the question whether to replace it.
 */
export function chooseTemplate(
  box: ReplyText,
  shown: ReplyText,
  asked: ReplyText,
  confirmed: boolean,
): { text: ReplyText; ask: boolean } {
  if (confirmed || !hasTyping(box, shown)) return { text: asked, ask: false };
  return { text: box, ask: true };
}
