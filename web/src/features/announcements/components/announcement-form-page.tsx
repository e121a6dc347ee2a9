import {
  Box,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Flex,
  HStack,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  BODY_MAX,
  announcementInputSchema,
  type Announcement,
  type AnnouncementInput,
  type Audience,
  type AudienceOptions,
  type PublishMode,
} from "@shared/announcement.schema";
import { useMemo } from "react";
import { Controller, useForm, type FieldPath, type Resolver } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { ListSkeleton, LoadError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useAnnouncement } from "../api/get-announcement";
import { useAudienceOptions } from "../api/get-audience-options";
import { useSaveAnnouncement } from "../api/save-announcement";
import { isoToLocalInput, localInputToIso } from "../school-time";
import { AudiencePicker } from "./audience-picker";
import { MarkdownView } from "./markdown-view";

/** The form holds what the inputs hold: date-times as the school's local wall-clock strings. */
interface FormValues {
  title: string;
  body: string;
  audience: Audience;
  pinned: boolean;
  publish: PublishMode;
  publishAt: string;
  expiresAt: string;
  emailGuardians: boolean;
}

const EMPTY: FormValues = {
  title: "",
  body: "",
  audience: { type: "everyone", ids: [] },
  pinned: false,
  publish: "now",
  publishAt: "",
  expiresAt: "",
  emailGuardians: false,
};

function valuesOf(a: Announcement, timeZone: string): FormValues {
  return {
    title: a.title,
    body: a.body,
    audience: a.audience,
    pinned: a.pinned,
    publish: a.status === "draft" ? "draft" : a.status === "scheduled" ? "schedule" : "now",
    publishAt: a.status === "scheduled" ? isoToLocalInput(a.publishAt, timeZone) : "",
    expiresAt: isoToLocalInput(a.expiresAt, timeZone),
    emailGuardians: a.emailGuardians,
  };
}

/**
 * The shared schema validates what the API will receive: the resolver turns the local date-times
 * into instants in the school's zone, then reports the schema's errors on the same field names.
 */
function schemaResolver(timeZone: string): Resolver<FormValues, unknown, AnnouncementInput> {
  const resolve = zodResolver(announcementInputSchema());
  return (values, context, options) =>
    resolve(
      {
        ...values,
        publishAt: values.publish === "schedule" ? localInputToIso(values.publishAt, timeZone) : null,
        expiresAt: localInputToIso(values.expiresAt, timeZone),
      },
      context,
      // The options carry field refs for focusing errors; the names are the same in both shapes.
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<FormValues, unknown, AnnouncementInput>>;
}

const FORM_FIELDS: FieldPath<FormValues>[] = [
  "title",
  "body",
  "audience",
  "audience.ids",
  "audience.type",
  "pinned",
  "publish",
  "publishAt",
  "expiresAt",
  "emailGuardians",
];

export function AnnouncementFormPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const existing = useAnnouncement(id);
  const options = useAudienceOptions();
  const title = id ? "Edit announcement" : "Create announcement";

  if (options.isError || existing.isError) {
    const err = (existing.error ?? options.error) as Error;
    return (
      <Box>
        <PageHeader title={title} />
        <LoadError
          message={`${id && existing.isError ? "This announcement could not be loaded." : "Groups and programs could not be loaded."} ${err.message}`}
          onRetry={() => void (existing.isError ? existing.refetch() : options.refetch())}
        />
      </Box>
    );
  }
  if (!options.data || (id && !existing.data)) {
    return (
      <Box>
        <PageHeader title={title} />
        <ListSkeleton rows={6} height="12" />
      </Box>
    );
  }
  return (
    <AnnouncementForm
      key={existing.data?._id ?? "new"}
      id={id}
      existing={existing.data ?? null}
      options={options.data}
    />
  );
}

function AnnouncementForm({
  id,
  existing,
  options,
}: {
  id: string | null;
  existing: Announcement | null;
  options: AudienceOptions;
}) {
  const navigate = useNavigate();
  const save = useSaveAnnouncement(id);
  const tz = options.timeZone;
  const resolver = useMemo(() => schemaResolver(tz), [tz]);
  const form = useForm<FormValues, unknown, AnnouncementInput>({
    resolver,
    defaultValues: existing ? valuesOf(existing, tz) : EMPTY,
    mode: "onTouched",
  });
  const { register, control, handleSubmit, watch, setError, formState } = form;
  const errors = formState.errors;
  const body = watch("body");
  const publish = watch("publish");
  const alreadyOut = existing?.status === "published" || existing?.status === "expired";

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        const verb =
          saved.status === "draft"
            ? "saved as a draft"
            : saved.status === "scheduled"
              ? "scheduled"
              : id
                ? "updated"
                : "published";
        toast.success(
          `“${saved.title}” ${verb}.${saved.mailQueuedAt && !existing?.mailQueuedAt ? " Guardian emails are on their way." : ""}`,
        );
        navigate(`/announcements/view?status=${saved.status}`);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
          for (const [key, message] of Object.entries(err.fields)) {
            const name = (FORM_FIELDS as string[]).includes(key) ? (key as FieldPath<FormValues>) : "root";
            setError(name, { type: "server", message });
          }
          return;
        }
        toastErrorWithRetry(
          `The announcement could not be saved. ${err.message}`,
          () => void submit(),
          "announcement-save",
        );
      },
    });
  });

  const submitLabel =
    publish === "draft"
      ? "Save draft"
      : publish === "schedule"
        ? "Schedule"
        : alreadyOut
          ? "Save changes"
          : "Publish now";

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={id ? "Edit announcement" : "Create announcement"}
        description="Write it in Markdown, choose who sees it, then publish now, schedule it or keep it as a draft."
      />
      <Stack gap="5">
        <Card.Root>
          <Card.Body gap="4">
            <FormField label="Title" required error={errors.title?.message}>
              <Input
                {...register("title")}
                maxLength={140}
                placeholder="e.g. Winter showcase tickets on sale"
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <FormField
                label="Message (Markdown)"
                required
                error={errors.body?.message}
                helper={`**bold**, *italic*, - lists, [links](https://…). HTML is not allowed. ${body.length.toLocaleString()} / ${BODY_MAX.toLocaleString()}`}
              >
                <Textarea
                  {...register("body")}
                  rows={14}
                  fontFamily="mono"
                  fontSize="sm"
                  placeholder={"Hello dancers!\n\n- Arrive **10 minutes early**"}
                />
              </FormField>
              <Box>
                <Text fontWeight="medium" fontSize="sm" mb="1.5" id="preview-label">
                  Preview
                </Text>
                <Box
                  role="region"
                  aria-labelledby="preview-label"
                  borderWidth="1px"
                  borderRadius="md"
                  p="4"
                  minH={{ base: "24", lg: "calc(100% - 2rem)" }}
                  bg="bg"
                  data-testid="markdown-preview"
                >
                  {body.trim() ? (
                    <MarkdownView source={body} />
                  ) : (
                    <Text color="fg.muted" fontSize="sm">
                      Nothing to preview yet.
                    </Text>
                  )}
                </Box>
              </Box>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body gap="5">
            <Controller
              control={control}
              name="audience"
              render={({ field }) => (
                <AudiencePicker
                  value={field.value}
                  onChange={field.onChange}
                  options={options}
                  error={
                    errors.audience?.ids?.message ??
                    errors.audience?.message ??
                    errors.audience?.type?.message
                  }
                />
              )}
            />
            <Stack gap="3">
              <Controller
                control={control}
                name="pinned"
                render={({ field }) => (
                  <Switch.Root
                    checked={field.value}
                    onCheckedChange={(e) => field.onChange(e.checked)}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>Pin to the top of the list</Switch.Label>
                  </Switch.Root>
                )}
              />
              <Controller
                control={control}
                name="emailGuardians"
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value}
                    onCheckedChange={(e) => field.onChange(e.checked === true)}
                    colorPalette="brand"
                    disabled={Boolean(existing?.mailQueuedAt)}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      Also email guardians
                      {existing?.mailQueuedAt
                        ? " (already emailed)"
                        : " (and students with an email address), once, when it is published"}
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body gap="4">
            <Fieldset.Root invalid={Boolean(errors.publish)}>
              <Fieldset.Legend fontWeight="medium">Publishing</Fieldset.Legend>
              <Fieldset.Content mt="2">
                <Controller
                  control={control}
                  name="publish"
                  render={({ field }) => (
                    <RadioGroup.Root
                      value={field.value}
                      onValueChange={(e) => field.onChange(e.value)}
                      aria-label="Publishing"
                      colorPalette="brand"
                      size="sm"
                    >
                      <HStack gap="5" wrap="wrap">
                        {(
                          [
                            ["now", alreadyOut ? "Published" : "Publish now"],
                            ["schedule", "Schedule"],
                            ["draft", "Save as draft"],
                          ] as const
                        ).map(([value, label]) => (
                          <RadioGroup.Item key={value} value={value}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  )}
                />
              </Fieldset.Content>
              {errors.publish && <Fieldset.ErrorText>{errors.publish.message}</Fieldset.ErrorText>}
            </Fieldset.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {publish === "schedule" && (
                <FormField
                  label="Publish at"
                  required
                  error={errors.publishAt?.message}
                  helper={`School time (${tz})`}
                >
                  <Input type="datetime-local" {...register("publishAt")} />
                </FormField>
              )}
              <FormField
                label="Expires (optional)"
                error={errors.expiresAt?.message}
                helper={`Hidden from students after this time (${tz})`}
              >
                <Input type="datetime-local" {...register("expiresAt")} />
              </FormField>
            </SimpleGrid>
            {errors.root?.message && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {errors.root.message}
              </Text>
            )}
          </Card.Body>
        </Card.Root>

        <Flex gap="3" justify="flex-end" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/announcements/view">Cancel</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

export default AnnouncementFormPage;
