import { Button, HStack, NativeSelect, Stack, chakra } from "@chakra-ui/react";
import { seatsSettingsSchema, type SeatsSettings } from "@shared/seats.schema";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { BooleanField } from "@/components/ui/boolean-field";
import { FieldGrid } from "@/components/ui/field-grid";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@chakra-ui/react";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { SectionCard } from "@/components/ui/section-card";
import { useLookups } from "@/lib/lookups";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveSeatsSettings, useSeatsSettings } from "../api/seats-settings";

const NUMBERS: { name: keyof SeatsSettings; label: string; helper: string }[] = [
  { name: "creditNoticeHours", label: "Notice for a credit (hours)", helper: "0 to 336" },
  { name: "creditValidityDays", label: "A credit lasts (days)", helper: "1 to 365" },
  { name: "extraMakeUpSeats", label: "Extra make-up seats per class", helper: "Above capacity, 0 to 20" },
  { name: "bookingCutoffHours", label: "Cancel a make-up until (hours before)", helper: "0 to 72" },
  { name: "offerWindowHours", label: "Time to accept a waitlist offer (hours)", helper: "1 to 336" },
];

/** Settings' "Absences, make-ups and waitlists" card: its own form and its own document. */
export function SeatsSettingsCard({ canEdit }: { canEdit: boolean }) {
  const policy = useSeatsSettings();
  const save = useSaveSeatsSettings();
  const programs = useLookups();
  const form = useSchemaForm(seatsSettingsSchema);
  const { register, reset, watch, control, formState } = form;
  useEffect(() => {
    if (policy.data) reset(policy.data);
  }, [policy.data, reset]);
  const submit = submitOrReport(
    form,
    async (values) => {
      reset(await save.mutateAsync(values));
      toast.success("Make-up and waitlist settings saved.");
    },
    { failure: "The make-up and waitlist settings could not be saved.", id: "seats-settings-save" },
  );
  const errors = formState.errors;
  return (
    <SectionCard
      title="Absences, make-ups and waitlists"
      description="Credits for absences families report ahead, make-up seats, and waitlist offers."
    >
      {policy.data && (
        <form onSubmit={submit} noValidate aria-label="Make-up and waitlist settings">
          <chakra.fieldset disabled={!canEdit} border="0" p="0" m="0" minW="0">
            <Stack gap="4">
              <BooleanField
                control={control}
                name="creditForReportedAbsence"
                label="A reported absence earns a make-up credit"
              />
              <FieldGrid>
                {NUMBERS.map((f) => (
                  <FormField key={f.name} label={f.label} helper={f.helper} error={errors[f.name]?.message}>
                    <Input type="number" inputMode="numeric" {...register(f.name, { valueAsNumber: true })} />
                  </FormField>
                ))}
                <FormField label="A credit books" error={errors.eligibleSessions?.message}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register("eligibleSessions")}>
                      <option value="same-program">Classes of the same program</option>
                      <option value="listed-programs">Classes of the programs listed</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </FieldGrid>
              {watch("eligibleSessions") === "listed-programs" && (
                <OptionChecklistField
                  control={control}
                  name="eligibleProgramIds"
                  legend="Programs a credit books"
                  options={programs.data?.programs}
                  loading={programs.isPending}
                  error={errors.eligibleProgramIds?.message}
                />
              )}
              <BooleanField
                control={control}
                name="familiesJoinWaitlists"
                label="Families may join waitlists from the app"
              />
              {canEdit && (
                <HStack>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={save.isPending}
                    disabled={!formState.isDirty}
                  >
                    Save make-up settings
                  </Button>
                </HStack>
              )}
            </Stack>
          </chakra.fieldset>
        </form>
      )}
    </SectionCard>
  );
}
