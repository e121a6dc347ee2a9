import { chakra, Text, type HTMLChakraProps } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";
import type { SchemaSubmit } from "@/lib/use-schema-submit";
import { SaveFailed } from "./data-states";

/**
 * A form submitted through `useSchemaSubmit`: the only place the app writes `onSubmit`, so every
 * form checks its schema, puts errors next to fields and reports a failure the same way.
 */
export function SchemaForm({
  submit,
  ...props
}: { submit: SchemaSubmit; ref?: Ref<HTMLFormElement> } & Omit<HTMLChakraProps<"form">, "onSubmit">) {
  return <chakra.form noValidate {...props} onSubmit={submit.onSubmit} />;
}

/**
 * Under a form, above its button: the failure no field explains (an alert), or once saved, what
 * was saved (a status).
 */
export function FormNotes({ submit, saved }: { submit: SchemaSubmit; saved?: ReactNode }) {
  return (
    <>
      <SaveFailed failure={submit.failure} />
      {saved && submit.done && (
        <Text color="green.700" role="status">
          {saved}
        </Text>
      )}
    </>
  );
}
