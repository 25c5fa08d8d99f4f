import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** A notice that disappears after `ms` (SPEC.md 9: 3000 ms for contact and career, 2000 for leads). */
export function useTimedNotice<T>(ms: number) {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (value: T, onDone?: () => void) => {
      clearTimeout(timer.current);
      setNotice(value);
      timer.current = setTimeout(() => {
        setNotice(null);
        onDone?.();
      }, ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}

/**
 * The captcha widget's script loads on the first interaction with the form. Spread the returned
 * handlers on the <form>.
 */
export function useActivateOnInteraction() {
  const [active, setActive] = useState(false);
  const activate = useCallback(() => setActive(true), []);
  return { active, handlers: { onFocus: activate, onPointerDown: activate } };
}

const subscribeNever = () => () => {};
/**
 * False during server rendering and hydration, true after. Forms keep their submit button
 * disabled until then: before hydration a press would send the fields as a plain GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
