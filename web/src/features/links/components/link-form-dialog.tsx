import { Textarea } from "@chakra-ui/react";
import { createLinkSchema, type Link, type LinkFieldsInput } from "@shared/link.schema";
import { BooleanField } from "@/components/ui/boolean-field";
import { ContentAudienceFormField } from "@/components/ui/content-audience-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { FormInput } from "@/components/ui/form-input";
import { submitAndClose } from "@/components/ui/report-save-failure";
import { SuggestionList } from "@/components/ui/suggestion-list";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveLink } from "../api/save-link";

const blank: LinkFieldsInput = {
  title: "",
  url: "https://",
  category: "",
  description: "",
  audience: { type: "everyone", ids: [] },
  shown: true,
};

/** Create or edit a link, with the API's schema for field errors (https only). */
export function LinkFormDialog({
  link,
  categories,
  onClose,
}: {
  link?: Link | undefined;
  categories: string[];
  onClose: () => void;
}) {
  const save = useSaveLink();
  const { register, handleSubmit, formState, setError, control } = useSchemaForm(createLinkSchema, {
    defaultValues: link
      ? {
          title: link.title,
          url: link.url,
          category: link.category,
          description: link.description,
          audience: link.audience,
          shown: link.shown,
        }
      : blank,
  });
  const errors = formState.errors;
  const fields = { register, errors };
  const submit = submitAndClose(
    { handleSubmit, setError },
    (input) => save.mutateAsync({ id: link?._id, input }),
    {
      saved: (input) => (link ? "The link is saved." : `${input.title} is added.`),
      close: onClose,
      failure: "The link could not be saved.",
      id: "link-save",
    },
  );
  return (
    <FormDialog
      open
      title={link ? "Edit link" : "New link"}
      submitLabel={link ? "Save" : "Add link"}
      submitting={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormInput label="Title" required fields={fields} name="title" maxLength={120} />
      <FormInput
        label="Address (https)"
        required
        fields={fields}
        name="url"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        helper="Only secure https:// addresses are accepted."
      />
      <FormInput
        label="Category"
        required
        fields={fields}
        name="category"
        maxLength={40}
        list="link-categories"
        helper="Links are grouped by category in the student app, like Shop or Exams."
      />
      <SuggestionList id="link-categories" values={categories} />
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...register("description")} rows={2} maxLength={300} />
      </FormField>
      <ContentAudienceFormField control={control} name="audience" />
      <BooleanField control={control} name="shown" label="Shown to students" colorPalette="brand" />
    </FormDialog>
  );
}
