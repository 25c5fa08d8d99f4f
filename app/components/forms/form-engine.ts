/**
 * The form engine a public form loads on its first interaction (decision 0010): react-hook-form,
 * created outside React with `createFormControl`, validating with the form's zod/mini schema and
 * sending with the shared submit handler. It takes over the fields the page already drew, with
 * whatever the visitor did before it arrived.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  createFormControl,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod/mini";
import type { JsonEndpoint } from "~/lib/api/client";
import { apiFormSubmit, type ApiFormBehaviour, type FormUi } from "./api-form-core";

/** What the engine's owner re-renders from. */
export interface EngineState<Values extends FieldValues> {
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
}

/** What happened in the form before its engine arrived. */
export interface EarlyInput {
  /** Every name the form registered, with or without a field (the career form's `url`). */
  names: ReadonlySet<string>;
  /** The form's fields, by name (several radio buttons share one). */
  elements: ReadonlyMap<string, ReadonlySet<HTMLElement>>;
  /** Fields the visitor has left: validated now, as "onTouched" would have on leaving them. */
  left: ReadonlySet<string>;
  /** Values set without a field of their own (the captcha token, the resume reference). */
  values: ReadonlyMap<string, unknown>;
}

/** A form's engine as its form sees it. */
export interface FormEngine<Values extends FieldValues, Output> {
  methods: Pick<
    UseFormReturn<Values, unknown, Output>,
    "register" | "setValue" | "clearErrors" | "reset"
  >;
  /** Validates and sends the form (the pending state lasts until the answer is handled). */
  submit: () => Promise<void>;
  getState: () => EngineState<Values>;
  subscribe: (listener: () => void) => () => void;
}

function createEngine<S extends z.ZodMiniType<FieldValues, FieldValues>, E extends JsonEndpoint>(
  schema: S,
  endpoint: E,
  behaviour: () => ApiFormBehaviour<z.input<S>, z.output<S>, E>,
  ui: FormUi,
  early: EarlyInput,
): FormEngine<z.input<S>, z.output<S>> {
  type Values = z.input<S>;
  const methods = createFormControl<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: behaviour().defaults as DefaultValues<Values>,
    mode: "onTouched",
  });
  methods.register("captcha" as Path<Values>);
  for (const name of early.names) methods.register(name as Path<Values>);

  let state: EngineState<Values> = { errors: {}, isSubmitting: false };
  const listeners = new Set<() => void>();
  const update = (next: Partial<EngineState<Values>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  // Subscribed before anything can change, so the owner never misses a validation result.
  methods.subscribe({
    formState: { errors: true },
    callback: ({ errors }) => update({ errors: errors ?? {} }),
  });

  // The fields take the engine over with their current values: react-hook-form keeps a value a
  // field holds that differs from its HTML default, and marks it changed.
  for (const [name, elements] of early.elements) {
    for (const element of elements) methods.register(name as Path<Values>).ref(element);
  }
  for (const [name, value] of early.values) {
    methods.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
  }
  for (const name of early.left) {
    const [element] = early.elements.get(name) ?? [];
    if (element) {
      void methods.register(name as Path<Values>).onBlur({ target: element, type: "blur" });
    }
  }

  const handleSubmit = apiFormSubmit(endpoint, behaviour, methods, ui);
  return {
    methods,
    submit: async () => {
      update({ isSubmitting: true });
      try {
        await handleSubmit();
      } finally {
        update({ isSubmitting: false });
      }
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A form's engine, bound to its schema and endpoint; its module is what the form imports lazily. */
export function defineFormEngine<
  S extends z.ZodMiniType<FieldValues, FieldValues>,
  E extends JsonEndpoint,
>(schema: S, endpoint: E) {
  return (
    behaviour: () => ApiFormBehaviour<z.input<S>, z.output<S>, E>,
    ui: FormUi,
    early: EarlyInput,
  ): FormEngine<z.input<S>, z.output<S>> => createEngine(schema, endpoint, behaviour, ui, early);
}

export type EngineFactory<Values extends FieldValues, Output, E extends JsonEndpoint> = (
  behaviour: () => ApiFormBehaviour<Values, Output, E>,
  ui: FormUi,
  early: EarlyInput,
) => FormEngine<Values, Output>;
