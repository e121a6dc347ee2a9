import { Alert, Button, Card, HStack, Input, Stack } from "@chakra-ui/react";
import {
  PAGE_BODY_MAX,
  PAGE_STATUSES,
  createPageSchema,
  type Page,
  type PageFieldsInput,
} from "@shared/page.schema";
import { useEffect, useRef, useState } from "react";
import { toast } from "react-toastify";
import { FieldGrid } from "@/components/ui/field-grid";
import { ContentAudienceFormField } from "@/components/ui/content-audience-field";
import { FormField } from "@/components/ui/form-field";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { MarkdownField } from "@/components/ui/markdown-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { ApiError } from "@/lib/api-client";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSlugCheck } from "../api/check-slug";
import { useSavePage } from "../api/save-page";
import { addressFromTitle } from "../address-from-title";

const STATUS_OPTIONS = PAGE_STATUSES.map(
  (s) => [s, s === "draft" ? "Draft (staff only)" : "Published"] as const,
);

export function formValuesOf(page: Page | undefined, order: number): PageFieldsInput {
  return page
    ? {
        slug: page.slug,
        title: page.title,
        body: page.body,
        status: page.status,
        audience: page.audience,
        order: page.order,
      }
    : { slug: "", title: "", body: "", status: "draft", audience: { type: "everyone", ids: [] }, order };
}

/**
 * A page's form: title, address (suggested from the title, checked live), status, position, who sees it and the
 * Markdown body with its preview. A save names the version it started from; when someone else
 * saved meanwhile the API answers 409, and the text typed here stays for the editor to keep.
 */
export function PageEditor({
  page,
  nextOrder,
  onSaved,
  onCancel,
  onReload,
}: {
  page: Page | undefined;
  nextOrder: number;
  onSaved: (page: Page) => void;
  onCancel: () => void;
  /** Fetches the page as saved now (after a 409), to start again from it. */
  onReload: () => Promise<Page | undefined>;
}) {
  const save = useSavePage();
  const [conflict, setConflict] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  // The Save button is at the bottom of a long form: bring the news to where the user looks.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [conflict]);
  const form = useSchemaForm(createPageSchema, { defaultValues: formValuesOf(page, nextOrder) });
  const { register, formState, watch, control, reset, setValue } = form;
  const errors = formState.errors;
  const fields = { register, errors };
  const slug = watch("slug");
  const title = watch("title");
  // A new page's address follows its title until someone types an address of their own.
  const addressTyped = Boolean(formState.dirtyFields.slug);
  useEffect(() => {
    if (!page && !addressTyped) setValue("slug", addressFromTitle(title));
  }, [page, addressTyped, title, setValue]);
  const check = useSlugCheck(slug, page?._id);
  const clash =
    check.data && check.data.slug === slug.trim() && !check.data.available
      ? (check.data.message ?? undefined)
      : undefined;
  const slugHelper =
    check.data?.available && check.data.slug === slug.trim()
      ? `Free. Students open it as ${check.data.slug}.`
      : "The end of the page's web address: lowercase letters, numbers and hyphens, like dress-code.";

  const submit = submitOrReport(
    form,
    async (input) => {
      setConflict(null);
      let saved: Page;
      try {
        saved = await save.mutateAsync({ id: page?._id, version: page?.version, input });
      } catch (err) {
        // Someone else saved meanwhile: the text typed here stays, and the news shows above it.
        if (!(err instanceof ApiError && err.status === 409 && !err.fields.slug)) throw err;
        setConflict(err.message);
        return;
      }
      toast.success(page ? `Saved as version ${saved.version}.` : `${saved.title} is created.`);
      reset(formValuesOf(saved, nextOrder));
      onSaved(saved);
    },
    { failure: "The page could not be saved.", id: "page-save" },
  );

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) reset(formValuesOf(fresh, nextOrder));
    setConflict(null);
  };

  return (
    <Card.Root>
      <Card.Body>
        <form
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            void submit();
          }}
          aria-label={page ? `Edit ${page.title}` : "New page"}
        >
          <Stack gap="5">
            {conflict && (
              <Alert.Root ref={conflictRef} status="warning" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Content gap="2">
                  <Alert.Title>Someone else saved this page</Alert.Title>
                  <Alert.Description>
                    {conflict} Your text is still in the form below: copy what you need to keep first.
                  </Alert.Description>
                  <Button size="sm" variant="outline" alignSelf="start" onClick={() => void reload()}>
                    Load the saved version
                  </Button>
                </Alert.Content>
              </Alert.Root>
            )}
            <FieldGrid>
              <FormInput label="Title" required fields={fields} name="title" maxLength={140} />
              <FormField label="Address" required error={errors.slug?.message ?? clash} helper={slugHelper}>
                <Input
                  {...register("slug")}
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="dress-code"
                />
              </FormField>
              <FormSelect label="Status" fields={fields} name="status" options={STATUS_OPTIONS} />
              <FormInput
                label="Position in the list"
                type="number"
                min={0}
                fields={fields}
                name="order"
                numeric
              />
            </FieldGrid>
            <ContentAudienceFormField control={control} name="audience" />
            <MarkdownField
              label="Page text"
              value={watch("body")}
              max={PAGE_BODY_MAX}
              error={errors.body?.message}
              rows={18}
              placeholder={"## Ballet\n\n- Black leotard\n- Pink tights"}
              textarea={register("body")}
            />
            <HStack gap="3" justify="end">
              <Button variant="outline" onClick={onCancel}>
                Back to pages
              </Button>
              <Button type="submit" colorPalette="brand" loading={save.isPending}>
                {page ? "Save" : "Create page"}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
