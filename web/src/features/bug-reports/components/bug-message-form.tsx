import { Button, Stack, Textarea } from "@chakra-ui/react";
import { BUG_NOTE_MAX, bugMessageSchema } from "@shared/bug-report.schema";
import { FormField } from "@/components/ui/form-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useSchemaForm } from "@/lib/use-schema-form";

interface Props {
  label: string;
  helper: string;
  submitLabel: string;
  /** Saves the text; a failure shows on the field (400) or as a toast with Retry. */
  onSend: (text: string) => Promise<unknown>;
  failure: string;
  id: string;
}

/** A note or a reply: one text, checked by the API's own schema, its error under the field. */
export function BugMessageForm({ label, helper, submitLabel, onSend, failure, id }: Props) {
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(bugMessageSchema, {
    defaultValues: { text: "" },
  });
  const submit = submitOrReport(
    { handleSubmit, setError },
    async ({ text }) => {
      await onSend(text);
      reset({ text: "" });
    },
    { failure, id, known: ["text"] },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="2">
        <FormField label={label} helper={helper} error={formState.errors.text?.message}>
          <Textarea rows={3} maxLength={BUG_NOTE_MAX} {...register("text")} />
        </FormField>
        <Button type="submit" size="sm" alignSelf="flex-end" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
