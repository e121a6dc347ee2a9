import { Box, SimpleGrid } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import type { ScheduleInput } from "@shared/schedule.schema";
import { WEEKDAYS } from "@shared/school-calendar";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { SelectInput } from "@/components/ui/select-input";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { SuggestionList } from "@/components/ui/suggestion-list";
import { activePeopleOptions, lookupOptions } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";

const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** A weekly session's fields; choosing a program takes its first group and its term's dates. */
export function SessionFormFields({
  form,
  lookups,
}: {
  form: UseFormReturn<ScheduleInput>;
  lookups: Lookups;
}) {
  const school = useSchoolFormat();
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const fields = { register, errors };
  const programId = watch("programId");
  const program = lookups.programs.find((p) => p._id === programId);
  const groups = lookups.groups.filter((g) => program?.groupIds.includes(g._id));

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormSelect
          label="Program"
          required
          fields={fields}
          name="programId"
          rules={{
            onChange: (e) => {
              const p = lookups.programs.find((x) => x._id === e.target.value);
              if (p) {
                setValue("groupId", p.groupIds[0] ?? "");
                setValue("startDate", p.startDate);
                setValue("endDate", p.endDate);
              }
            },
          }}
          options={lookups.programs
            .filter((p) => p.status !== "archived" || p._id === programId)
            .map((p) => [p._id, p.name] as const)}
        />
        <FormField label="Group" required error={errors.groupId?.message}>
          <SelectInput {...register("groupId")} options={lookupOptions(groups)}>
            {groups.length === 0 && <option value="">This program has no groups</option>}
          </SelectInput>
        </FormField>
        <FormSelect
          label="Day"
          required
          fields={fields}
          name="dayOfWeek"
          rules={{ valueAsNumber: true }}
          options={WEEK_FROM_MONDAY.map((d) => [d, WEEKDAYS[d]!] as const)}
        />
        <FormSelect
          label="Instructor"
          required
          fields={fields}
          name="instructorId"
          options={activePeopleOptions(lookups.instructors, { _id: watch("instructorId") })}
        />
        <FormInput label="Starts at" required type="time" fields={fields} name="startTime" />
        <FormInput label="Ends at" required type="time" fields={fields} name="endTime" />
        <FormInput
          label="Room"
          required
          fields={fields}
          name="room"
          list="schedule-rooms"
          autoComplete="off"
        />
        <Box />
        <FormInput
          label="First date"
          required
          helper={
            program ? `Term ${school.date(program.startDate)} to ${school.date(program.endDate)}` : undefined
          }
          type="date"
          fields={fields}
          name="startDate"
          min={program?.startDate}
          max={program?.endDate}
        />
        <FormInput
          label="Last date"
          required
          type="date"
          fields={fields}
          name="endDate"
          min={program?.startDate}
          max={program?.endDate}
        />
      </SimpleGrid>
      <SuggestionList id="schedule-rooms" values={lookups.rooms} />
    </>
  );
}
