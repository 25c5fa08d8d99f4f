import { useEffect, useState, useSyncExternalStore } from "react";
import type { FieldValues, Path, UseFormRegisterReturn } from "react-hook-form";
import { useLocation } from "react-router";
import type { JsonEndpoint } from "~/lib/api/client";
import { NETWORK_ERROR_MESSAGE, networkFailure } from "~/lib/api/messages";
import type { ApiFormBehaviour, FormUi } from "./api-form-core";
import type { EarlyInput, EngineFactory, EngineState, FormEngine } from "./form-engine";
import { useFormChrome, type FieldErrorMap } from "./use-form-helpers";

export interface LazyApiFormOptions<
  Values extends FieldValues,
  Output,
  E extends JsonEndpoint,
> extends ApiFormBehaviour<Values, Output, E> {
  /**
   * Imports the form's engine (its schema, endpoint and react-hook-form), which the page's first
   * load does not download: `() => import("./ContactForm.engine").then((m) => m.engine)`.
   */
  load: () => Promise<EngineFactory<Values, Output, E>>;
}

const NO_STATE: EngineState<FieldValues> = { errors: {}, isSubmitting: false };
const subscribeNever = () => () => {};
const noState = () => NO_STATE;

/** What the visitor did before the engine arrived, as this module writes it. */
interface Early extends EarlyInput {
  names: Set<string>;
  elements: Map<string, Set<HTMLElement>>;
  left: Set<string>;
  values: Map<string, unknown>;
}

/**
 * Each field's name and handlers, the same object on every render: before the engine they note
 * the field and when the visitor leaves it; after, they hand everything to react-hook-form.
 */
function fieldRegistrations<Values extends FieldValues>(
  early: Early,
  engine: () => FormEngine<Values, unknown> | null,
  preload: () => void,
) {
  const registrations = new Map<string, UseFormRegisterReturn>();
  return (name: string): UseFormRegisterReturn => {
    early.names.add(name);
    let registration = registrations.get(name);
    if (!registration) {
      const current = () => engine()?.methods.register(name as Path<Values>);
      registration = {
        name,
        ref: (element: HTMLElement | null) => {
          if (element) {
            const elements = early.elements.get(name) ?? new Set();
            early.elements.set(name, elements.add(element));
          }
          current()?.ref(element);
        },
        onChange: async (event) => {
          const ready = current();
          if (ready) return ready.onChange(event);
          preload();
        },
        onBlur: async (event) => {
          const ready = current();
          if (ready) return ready.onBlur(event);
          early.left.add(name);
        },
      };
      registrations.set(name, registration);
    }
    return registration;
  };
}

/**
 * The part of a lazy form that lives outside React's renders: what happened before the engine
 * arrived, the import, the held submission, and one stable registration per field.
 */
function lazyForm<Values extends FieldValues, Output, E extends JsonEndpoint>(
  initial: LazyApiFormOptions<Values, Output, E>,
  onEngine: (engine: FormEngine<Values, Output>) => void,
) {
  let options = initial;
  let ui: FormUi | null = null;
  let engine: FormEngine<Values, Output> | null = null;
  let loading: Promise<FormEngine<Values, Output>> | null = null;
  let submitHeld = false;
  const early: Early = {
    names: new Set(),
    elements: new Map(),
    left: new Set(),
    values: new Map(),
  };
  // The engine is created once; these read the component's current callbacks and page.
  const currentUi: FormUi = {
    pathname: () => ui?.pathname() ?? "/",
    resetCaptcha: () => ui?.resetCaptcha(),
    showFailure: (message) => ui?.showFailure(message),
    clearFailure: () => ui?.clearFailure(),
  };

  /** Imports the engine once; a failed import is tried again on the next interaction. */
  const load = (): Promise<FormEngine<Values, Output>> => {
    loading ??= options.load().then(
      (factory) => {
        engine = factory(() => options, currentUi, early);
        onEngine(engine);
        return engine;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const preload = () => {
    load().catch(() => {
      // Nothing to tell yet: a submission tries again and says so if it fails.
    });
  };

  return {
    update(next: LazyApiFormOptions<Values, Output, E>, nextUi: FormUi) {
      options = next;
      ui = nextUi;
    },
    engine: () => engine,
    load,
    preload,

    register: fieldRegistrations(early, () => engine, preload),

    /** Sets a value without a field of its own, now or when the engine arrives. */
    setValue(name: string, value: string, validate: boolean) {
      if (!engine) early.values.set(name, value);
      else
        engine.methods.setValue(name as Path<Values>, value as Values[Path<Values>], {
          shouldValidate: validate,
        });
    },

    /** Sends the form, or holds the submission until the engine is here (a second press adds nothing). */
    submit() {
      if (engine) {
        void engine.submit();
        return;
      }
      if (submitHeld) return;
      submitHeld = true;
      load().then(
        (loaded) => {
          submitHeld = false;
          void loaded.submit();
        },
        () => {
          submitHeld = false;
          currentUi.showFailure(options.failureNotice?.(networkFailure()) ?? NETWORK_ERROR_MESSAGE);
        },
      );
    },
  };
}

/**
 * The public forms' hook, whose engine (react-hook-form, zod/mini, the schemas, the
 * endpoint table and the API client, about 22 KB gzipped) is not part of the page's first load
 * (decision 0010). The form is drawn and hydrated without it; the first focus or press inside the
 * form, or the captcha's token, imports it, and it takes over the fields with what the visitor has
 * typed and left so far. A submission made before it has arrived is held and sent through it as
 * soon as it has, so a first click on Submit shows the validation messages as before. The submit
 * button is enabled once the page is interactive and disabled while a request is pending.
 */
export function useLazyApiForm<Values extends FieldValues, Output, E extends JsonEndpoint>(
  options: LazyApiFormOptions<Values, Output, E>,
) {
  const chrome = useFormChrome(options.failureMs);
  const { pathname } = useLocation();
  const [engine, setEngine] = useState<FormEngine<Values, Output> | null>(null);
  const [lazy] = useState(() => lazyForm(options, setEngine));
  const state = useSyncExternalStore<EngineState<FieldValues>>(
    engine ? engine.subscribe : subscribeNever,
    engine ? engine.getState : noState,
    noState,
  );
  const { resetCaptcha, failure } = chrome;
  useEffect(() => {
    lazy.update(options, {
      pathname: () => pathname,
      resetCaptcha,
      showFailure: failure.show,
      clearFailure: failure.clear,
    });
  });

  type Name = Path<Values> & string;
  const errors = state.errors as FieldErrorMap;
  const interact = () => {
    chrome.captchaActivation.activate();
    lazy.preload();
  };

  return {
    register: (name: Name) => lazy.register(name),
    /** Sets a value without a field (the resume reference), now or when the engine arrives. */
    setValue: (name: Name, value: string, validate = false) => lazy.setValue(name, value, validate),
    /** Removes a field's error (the resume's, once it is uploaded). */
    clearErrors: (name: Name) => engine?.methods.clearErrors(name),
    errors,
    field: (name: Name) => chrome.field(errors, name),
    captcha: chrome.captcha(errors, (token: string) => {
      lazy.setValue("captcha", token, token !== "");
      lazy.preload();
    }),
    /** Spread on the <form>: posting, no browser validation, engine and captcha on interaction. */
    formProps: {
      method: "post",
      noValidate: true,
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        options.onSubmitStart?.();
        lazy.submit();
      },
      onFocus: interact,
      onPointerDown: interact,
    } as const,
    failure: failure.notice,
    clearFailure: failure.clear,
    /** Empties the form and gives the captcha a fresh challenge (after a success). */
    resetAll: () => {
      // The fields keep their registration: their ref callbacks are not called again.
      lazy.engine()?.methods.reset(options.defaults, { keepFieldsRef: true });
      resetCaptcha();
    },
    resetCaptcha,
    /** Resolves once the engine is here (it is imported if it was not yet). */
    ready: lazy.load,
    pending: state.isSubmitting,
    /** Submit stays disabled until hydration (decision 0007) and while a request is pending. */
    hydrated: chrome.hydrated,
  };
}
