/**
 * Every staff action's preamble, once (decision 0020). The layout's middleware has checked the
 * origin and the session's token and read the form; this checks who may post (a redirect to sign
 * in, or a 403, before anything is read), hands the action that form, the services and the
 * member, and answers a post naming none of the page's forms (`intent`) in one place. A staff
 * mutation is then its route module and the `.server.ts` beside it, which holds only the work.
 */
import { data, type ActionFunctionArgs } from "react-router";
import type { StaffIdentity } from "~/server/staff/sessions/sessions.server";
import { staffFormContext } from "./form-guard.server";
import { requireContentEditor, requireOwner, requireStaff } from "./guard";
import { LANDING_FIELD } from "./landing";
import { redirectWithNotice, type NoticeTone } from "./notice.server";
import { scriptAnswer, sessionMember } from "./script-route.server";

/**
 * Who may post: a signed-in member, an owner (`{ owner: refusal }` words the refusal for the
 * page), a content editor; `session`: also a session that must still set up a second factor (the
 * security page's script route); `visitor`: nobody signed in yet (the sign-in pages).
 */
export type Who = "staff" | "owner" | "contentEditor" | "session" | "visitor" | { owner: string };

/** A post naming no form of its page: a stale page or a hand-made request. */
export const UNKNOWN_INTENT = "Reload the page and try again.";

interface Posted {
  request: Request;
  context: ActionFunctionArgs["context"];
  params: ActionFunctionArgs["params"];
  services: ActionFunctionArgs["context"]["services"];
  /** The form the layout's guard read (the body is not read again). */
  form: FormData;
}

interface Signed {
  identity: StaffIdentity;
  /**
   * A success: back to `to`, where `notice` is shown (`redirectWithNotice`): at the part the form
   * was posted from (`#part`), unless `to` names a fragment of its own (decision 0046).
   */
  done: (to: string, notice: string, tone?: NoticeTone) => Response;
}

/** What an action's work receives: the post, and the member unless nobody is signed in yet. */
export type StaffActionArgs<W extends Who = "staff"> = Posted &
  (W extends "visitor" ? unknown : Signed);

type Work<W extends Who> = (args: StaffActionArgs<W>) => unknown;

/** The whole action, or its page's forms by `intent`. */
type Works<W extends Who> = Work<W> | Record<string, Work<W>>;

type Returned<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
/** What the action answers: what its work returns (each form's, for a page of forms). */
type Answer<H> = H extends (...args: never[]) => unknown ? Returned<H> : Returned<H[keyof H]>;

function memberOf(who: Who, args: ActionFunctionArgs): StaffIdentity | undefined {
  const { context, request } = args;
  if (who === "visitor") return undefined;
  if (who === "session") return sessionMember(context);
  if (who === "contentEditor") return requireContentEditor(context, request);
  if (who === "staff") return requireStaff(context, request);
  return requireOwner(context, request, who === "owner" ? undefined : who.owner);
}

function run<W extends Who>(who: W, works: Works<W>, args: ActionFunctionArgs) {
  const identity = memberOf(who, args);
  const { request, context, params } = args;
  const form = context.get(staffFormContext);
  const intent = form.get("intent");
  // Its own keys only: `constructor` names no form.
  const work =
    typeof works === "function"
      ? works
      : typeof intent === "string" && Object.hasOwn(works, intent)
        ? works[intent]
        : undefined;
  if (!work) throw data(UNKNOWN_INTENT, { status: 400 });
  const signed: Signed | undefined = identity && {
    identity,
    done: (to, notice, tone) =>
      redirectWithNotice(request, identity, to, notice, tone, form.get(LANDING_FIELD)),
  };
  const posted: Posted = { request, context, params, services: context.services, form };
  return work({ ...posted, ...signed } as StaffActionArgs<W>);
}

/**
 * A staff page's action: `staffAction("owner", { invite: ..., disable: ... })` runs the work of
 * the form its `intent` names, `staffAction("staff", work)` one work for every post. Its
 * answers are the work's: `data(...)` for the form, `done(...)` after a success.
 */
export function staffAction<W extends Who, H extends Works<W>>(who: W, works: H) {
  return async (args: ActionFunctionArgs): Promise<Answer<H>> =>
    (await run(who, works, args)) as Answer<H>;
}

/**
 * A script route's action (decision 0036): the same, answered as JSON (the work's body, or its
 * Response), refusals included, as the page's `fetch` reads them.
 */
export function scriptAction<W extends Who>(who: W, works: Works<W>) {
  return (args: ActionFunctionArgs) => scriptAnswer(async () => run(who, works, args));
}
