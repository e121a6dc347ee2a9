import { Box, Input, SimpleGrid } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import type { ScheduleInput } from "@shared/schedule.schema";
import { WEEKDAYS } from "@shared/school-calendar";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { SelectInput } from "@/components/ui/select-input";

const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** A weekly session's fields; choosing a program takes its first group and its term's dates. */
export function SessionFormFields({
  form,
  lookups,
}: {
  form: UseFormReturn<ScheduleInput>;
  lookups: Lookups;
}) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const programId = watch("programId");
  const program = lookups.programs.find((p) => p._id === programId);
  const groups = lookups.groups.filter((g) => program?.groupIds.includes(g._id));

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Program" required error={errors.programId?.message}>
          <SelectInput
            {...register("programId", {
              onChange: (e) => {
                const p = lookups.programs.find((x) => x._id === e.target.value);
                if (p) {
                  setValue("groupId", p.groupIds[0] ?? "");
                  setValue("startDate", p.startDate);
                  setValue("endDate", p.endDate);
                }
              },
            })}
            options={lookups.programs
              .filter((p) => p.status !== "archived" || p._id === programId)
              .map((p) => [p._id, p.name] as const)}
          />
        </FormField>
        <FormField label="Group" required error={errors.groupId?.message}>
          <SelectInput {...register("groupId")} options={groups.map((g) => [g._id, g.name] as const)}>
            {groups.length === 0 && <option value="">This program has no groups</option>}
          </SelectInput>
        </FormField>
        <FormField label="Day" required error={errors.dayOfWeek?.message}>
          <SelectInput
            {...register("dayOfWeek", { valueAsNumber: true })}
            options={WEEK_FROM_MONDAY.map((d) => [d, WEEKDAYS[d]!] as const)}
          />
        </FormField>
        <FormField label="Instructor" required error={errors.instructorId?.message}>
          <SelectInput
            {...register("instructorId")}
            options={lookups.instructors.map((i) => [i._id, i.name] as const)}
          />
        </FormField>
        <FormField label="Starts at" required error={errors.startTime?.message}>
          <Input type="time" {...register("startTime")} />
        </FormField>
        <FormField label="Ends at" required error={errors.endTime?.message}>
          <Input type="time" {...register("endTime")} />
        </FormField>
        <FormField label="Room" required error={errors.room?.message}>
          <Input {...register("room")} list="schedule-rooms" autoComplete="off" />
        </FormField>
        <Box />
        <FormField
          label="First date"
          required
          error={errors.startDate?.message}
          helper={program ? `Term ${program.startDate} to ${program.endDate}` : undefined}
        >
          <Input type="date" {...register("startDate")} min={program?.startDate} max={program?.endDate} />
        </FormField>
        <FormField label="Last date" required error={errors.endDate?.message}>
          <Input type="date" {...register("endDate")} min={program?.startDate} max={program?.endDate} />
        </FormField>
      </SimpleGrid>
      <datalist id="schedule-rooms">
        {lookups.rooms.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
    </>
  );
}
