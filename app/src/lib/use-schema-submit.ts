import { fieldsFromIssues } from "@shared/api-error";
import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { onFirstInteraction } from "./after-first-screen";
import { ApiError } from "./api-client";
import { useSave, type Failure } from "./use-save";

export interface SchemaSubmit {
  /** The form's submit handler (`SchemaForm` wires it). */
  onSubmit: (event: FormEvent) => void;
  /** Field -> message, shown next to the field: the schema's, a picker's, or the API's `fields`. */
  errors: Readonly<Record<string, string>>;
  /** Sets (or, with null, clears) one field's error, e.g. a file refused when it is picked. */
  setFieldError: (field: string, message: string | null) => void;
  /** A failure no field explains, shown once for the form (`FormNotes`). */
  failure: string | null;
  busy: boolean;
  /** The last submit saved; cleared when the next one starts. */
  done: boolean;
}

interface Options {
  /** The fields the form shows errors next to; an API error naming none of them is a failure. */
  fields: readonly string[];
  /** Words for a failure no field explains (`useSave`). */
  failure: Failure;
}

/**
 * A schema imported when first needed: a form on the first screen (sign-in) passes one, so that Zod
 * is not part of the first load. It starts loading on the visitor's first tap or key.
 */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * The app's one form recipe. On submit the values are checked with the shared zod schema (the one
 * the API parses with) and only valid values are saved. A problem the schema finds, or a 4xx from
 * the API naming fields, is shown next to those fields; any other failure is reported as `useSave`
 * reports it.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: S | SchemaLoader<S>,
  values: z.input<S>,
  save: (input: z.output<S>) => Promise<void> | void,
  { fields, failure }: Options,
): SchemaSubmit {
  const saving = useSave(failure);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (typeof schema !== "function") return undefined;
    // A failed load is tried again on submit, which reports it.
    return onFirstInteraction(() => void schema().catch(() => undefined));
  }, [schema]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setErrors({});
    const saved = await saving.run(
      "submit",
      async () => {
        const parsed = (typeof schema === "function" ? await schema() : schema).safeParse(values);
        // Refused here as the API would refuse it, so it is shown the same way.
        if (!parsed.success)
          throw new ApiError(
            400,
            "invalid_argument",
            "Some fields are not valid.",
            fieldsFromIssues(parsed.error.issues),
          );
        await save(parsed.data);
      },
      (err) => {
        const named = err instanceof ApiError && err.status < 500 ? shown(err.fields, fields) : {};
        setErrors(named);
        return Object.keys(named).length > 0;
      },
    );
    setDone(saved);
  };

  const setFieldError = (field: string, message: string | null) =>
    setErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest));

  return {
    onSubmit: (event) => void onSubmit(event),
    errors,
    setFieldError,
    failure: saving.failure,
    busy: saving.busy !== null,
    done,
  };
}

/** The API's field errors the form has a place for. */
const shown = (apiFields: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(apiFields).filter(([field]) => fields.includes(field)));
