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
import { useBlocker } from "react-router";

/** Where the History's "Yes, put version N in the draft" posts (routes/staff/content/content-restore.ts). */
export const RESTORE_PATH = "/staff/content/restore";

export const UNSAVED_MESSAGE =
  "You have changes on this page that are not saved. Leave the page and lose them?";

/**
 * Warns before typed work is lost (decision 0024): while the page is dirty, closing or reloading
 * the tab asks the browser's own question (`beforeunload`), and a link to another staff page asks
 * ours (React Router's `useBlocker`, answered with `confirm`). A change of the address's query on
 * the same page (a restore's confirmation, the preview's page) is not leaving, so it is not
 * blocked; nor is the restore's own form (`RESTORE_PATH`), whose confirmation already said that
 * unsaved edits are lost.
 * Both ask `isDirty()` at the moment of leaving, and forms report through layout effects: the
 * form drawn again after a save is clean in the same paint as the save's notice, so leaving at
 * once asks nothing (a passive effect left the old answer in place for a frame or more).
 * One per page: React Router keeps a single blocker, so a page of several forms wraps them in
 * `UnsavedWarning` and each form calls `useReportDirty`.
 */
export function useUnsavedWarning(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  useLeaveGuard(useCallback(() => dirtyNow.current, []));
}

function useLeaveGuard(isDirty: () => boolean) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== RESTORE_PATH,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

const ReportDirty = createContext<((id: string, dirty: boolean) => void) | null>(null);

/** The page-wide warning for a page of several forms, each reporting with `useReportDirty`. */
export function UnsavedWarning({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const report = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(id);
    else dirtyForms.current.delete(id);
  }, []);
  useLeaveGuard(useCallback(() => dirtyForms.current.size > 0, []));
  return createElement(ReportDirty.Provider, { value: report }, children);
}

/** One form's part of the page's warning, inside `UnsavedWarning` (outside one it does nothing). */
export function useReportDirty(dirty: boolean) {
  const report = useContext(ReportDirty);
  const id = useId();
  useLayoutEffect(() => {
    if (!report) return;
    report(id, dirty);
    return () => report(id, false);
  }, [report, id, dirty]);
}
