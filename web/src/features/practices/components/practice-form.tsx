import { Button, Card, HStack, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import { FRIDAY_MESSAGE, practiceInputOf, practiceInputSchema, type Practice } from "@shared/practice.schema";
import { FRIDAY, dayOfWeek, isRealDate } from "@shared/school-calendar";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useLatest } from "@/lib/use-latest";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useWeekVideos } from "../api/list-week-videos";
import { useSavePractice } from "../api/save-practice";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import type { SelectOption } from "@/components/ui/select-input";
import { SuggestionList } from "@/components/ui/suggestion-list";
import { useSchoolFormat } from "@/lib/use-school-format";

/** The shared schema plus the Friday rule on the civil date the picker gives (the API checks too). */
const formSchema = practiceInputSchema.superRefine((v, ctx) => {
  if (isRealDate(v.date) && dayOfWeek(v.date) !== FRIDAY)
    ctx.addIssue({ code: "custom", path: ["date"], message: FRIDAY_MESSAGE });
});

/** Any Friday: with step 7 from a Friday, the browser's picker offers Fridays only. */
const A_FRIDAY = "2020-01-03";

const STATUS_OPTIONS: readonly SelectOption[] = [
  ["planned", "Planned"],
  ["held", "Held"],
  ["cancelled", "Cancelled"],
];

export function PracticeForm({
  lookups,
  editing,
  defaultDate,
  onDone,
}: {
  lookups: Lookups;
  editing: Practice | null;
  defaultDate: string;
  onDone: () => void;
}) {
  const save = useSavePractice();
  const school = useSchoolFormat();
  const form = useSchemaForm(formSchema);
  const {
    register,
    reset,
    control,
    formState: { errors },
  } = form;
  const fields = { register, errors };
  const weekVideos = useWeekVideos(lookups, useWatch({ control, name: "date" }) ?? "");

  // Filled for the practice being edited (or a new one), not again when the lookups refetch.
  const latestLookups = useLatest(lookups);
  useEffect(() => {
    const d = latestLookups.current.practiceDefaults;
    reset(
      editing
        ? practiceInputOf(editing)
        : {
            date: defaultDate,
            startTime: d.startTime,
            endTime: d.endTime,
            title: "Friday practice",
            focus: "",
            groupIds: [],
            location: d.location,
            videoIds: [],
            notes: "",
            status: "planned",
          },
    );
  }, [editing, defaultDate, latestLookups, reset]);

  const submit = submitOrReport(
    form,
    async (input) => {
      const p = await save.mutateAsync({ id: editing?._id, input });
      toast.success(editing ? "Practice saved." : `Friday practice created for ${school.longDate(p.date)}.`);
      onDone();
    },
    { failure: "The practice could not be saved.", id: "practice-save" },
  );

  return (
    <Card.Root asChild>
      <form onSubmit={submit} noValidate aria-label={editing ? "Edit practice" : "New Friday practice"}>
        <Card.Header>
          <Text fontWeight="semibold" fontSize="lg">
            {editing ? `Edit practice on ${school.longDate(editing.date)}` : "New Friday practice"}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormInput
                label="Friday"
                required
                helper={`Times are in ${lookups.timeZone}`}
                type="date"
                step={7}
                min={A_FRIDAY}
                fields={fields}
                name="date"
              />
              <FormInput label="Starts at" required type="time" fields={fields} name="startTime" />
              <FormInput label="Ends at" required type="time" fields={fields} name="endTime" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormInput label="Title" required fields={fields} name="title" />
              <FormInput label="Focus" helper="e.g. Turns and spotting" fields={fields} name="focus" />
              <FormInput label="Location" fields={fields} name="location" list="practice-rooms" />
              <FormSelect label="Status" fields={fields} name="status" options={STATUS_OPTIONS} />
            </SimpleGrid>
            <SuggestionList id="practice-rooms" values={lookups.rooms} />
            <OptionChecklistField
              control={control}
              name="groupIds"
              legend="Groups"
              options={lookups.groups}
              error={errors.groupIds?.message}
            />
            <OptionChecklistField
              control={control}
              name="videoIds"
              legend="Videos of that week"
              options={weekVideos.videos}
              loading={weekVideos.loading}
              error={errors.videoIds?.message}
            />
            <FormField label="Notes" error={errors.notes?.message}>
              <Textarea rows={2} {...register("notes")} />
            </FormField>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={save.isPending}>
              {editing ? "Save practice" : "Create practice"}
            </Button>
            {editing && (
              <Button variant="outline" onClick={onDone}>
                Cancel editing
              </Button>
            )}
          </HStack>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
