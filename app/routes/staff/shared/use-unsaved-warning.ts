import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from "react";
import { useBlocker, useLocation, useNavigation } from "react-router";

/** Where the History's "Yes, put version N in the draft" posts (routes/staff/content/content-restore.ts). */
export const RESTORE_PATH = "/staff/content/restore";

export const UNSAVED_MESSAGE =
  "You have changes on this page that are not saved. Leave the page and lose them?";

/**
 * What is not work: a search box, the "Yes, ..." box of a form that cannot be undone (the kit's
 * `ConfirmBox`), a form that only looks something up (`data-unsaved="ignore"` on the form).
 */
const NOT_WORK = '[type="search"], [data-unsaved="ignore"]';

/** What a form shows when its post was refused: a field to fix, the kit's `FormFailure`. */
const REFUSED = '[aria-invalid="true"], [role="alert"]';

/**
 * The post form `target` belongs to when it is typed work: a form posting to this page's own
 * action (a download or sign-out form posts elsewhere and leaves nothing to save).
 */
function workFormOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element) || target.closest(NOT_WORK)) return null;
  const form =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.form
      : target.closest("form");
  if (!form || form.method !== "post" || form.closest(NOT_WORK)) return null;
  return new URL(form.action, window.location.href).pathname === window.location.pathname
    ? form
    : null;
}

/**
 * The one unsaved-changes guard of the staff area (decisions 0024, 0038), rendered by the staff
 * layout around every page, so no form can forget it. While anything typed is not saved, closing
 * or reloading the tab asks the browser's own question (`beforeunload`) and a link to another
 * staff page asks ours (React Router's `useBlocker`, answered with `confirm`).
 *
 * What is unsaved, asked at the moment of leaving:
 * - any post form of the page that was typed in (an `input` or `change` event inside it), until
 *   it is sent and the action's redirect arrives, or its answer shows on the page without a
 *   refusal in the form (a form drawn again after the save is a new element, and a removed form
 *   counts no more);
 * - what a form reports with `useReportDirty`: a change no field's event shows (an item moved or
 *   removed by a button). Forms report through layout effects, so the form drawn again after a
 *   save is clean in the same paint as the save's notice.
 * A change of the address's query on the same page (a restore's confirmation, the preview's page)
 * is not leaving; nor is the restore's own form (`RESTORE_PATH`), whose confirmation already
 * said that unsaved edits are lost, nor the post of the form being sent.
 */
export function UnsavedGuard({ children }: { children: ReactNode }) {
  const reported = useRef(new Set<string>());
  // Each typed form, with the address's key when it was sent (null: typed since).
  const typed = useRef(new Map<HTMLFormElement, string | null>());
  const sending = useRef<HTMLFormElement | null>(null);
  // The form whose submit event is running: its own post does not leave it behind.
  const posting = useRef<HTMLFormElement | null>(null);
  const location = useLocation();
  const keyNow = useRef(location.key);
  useLayoutEffect(() => {
    keyNow.current = location.key;
  }, [location.key]);
  // A form is sent once React Router submits it (a form its page's own check stopped is not).
  // Answered on the page rather than redirected, it is saved unless it shows a refusal.
  const sent = useRef<HTMLFormElement | null>(null);
  const navigation = useNavigation();
  useLayoutEffect(() => {
    if (navigation.state === "submitting" && sending.current) {
      const form = sending.current;
      sending.current = null;
      sent.current = form;
      if (typed.current.has(form)) typed.current.set(form, keyNow.current);
      return;
    }
    const form = sent.current;
    if (navigation.state !== "idle" || !form) return;
    sent.current = null;
    if (typed.current.get(form) !== keyNow.current) return;
    if (form.querySelector(REFUSED)) typed.current.set(form, null);
    else typed.current.delete(form);
  }, [navigation.state]);

  useEffect(() => {
    const onTyped = (event: Event) => {
      const form = workFormOf(event.target);
      if (form) typed.current.set(form, null);
    };
    const onSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      sending.current = form;
      posting.current = form;
      setTimeout(() => {
        if (posting.current === form) posting.current = null;
      }, 0);
    };
    document.addEventListener("input", onTyped, true);
    document.addEventListener("change", onTyped, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("input", onTyped, true);
      document.removeEventListener("change", onTyped, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  const isDirty = useCallback((except?: HTMLFormElement | null) => {
    if (reported.current.size > 0) return true;
    for (const [form, sentAt] of typed.current) {
      if (!form.isConnected || (sentAt !== null && sentAt !== keyNow.current)) {
        typed.current.delete(form);
      } else if (form !== except) {
        return true;
      }
    }
    return false;
  }, []);
  useLeaveGuard(isDirty, posting);

  const report = useCallback((id: string, dirty: boolean) => {
    if (dirty) reported.current.add(id);
    else reported.current.delete(id);
  }, []);
  return createElement(ReportDirty.Provider, { value: report }, children);
}

function useLeaveGuard(
  isDirty: (except?: HTMLFormElement | null) => boolean,
  posting: { current: HTMLFormElement | null },
) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty(posting.current)) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty, posting]);
  // React Router asks this as the post starts, during its form's submit event: the form being
  // sent is not lost by its own post.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== RESTORE_PATH &&
      isDirty(posting.current),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

const ReportDirty = createContext<((id: string, dirty: boolean) => void) | null>(null);

/**
 * A change of a form that no field's `input` event shows (items moved or removed by buttons, a
 * rich-text editor's hidden field): unsaved while `dirty`, for the layout's `UnsavedGuard`.
 */
export function useReportDirty(dirty: boolean) {
  const report = useContext(ReportDirty);
  const id = useId();
  useLayoutEffect(() => {
    if (!report) return;
    report(id, dirty);
    return () => report(id, false);
  }, [report, id, dirty]);
}
