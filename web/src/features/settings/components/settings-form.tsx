import { Alert, Box, Button, HStack, NativeSelect, Stack, Textarea, chakra } from "@chakra-ui/react";
import { ATTENDANCE_STATUSES } from "@shared/attendance.schema";
import { DATE_FORMATS, settingsSchema, type SettingsView } from "@shared/settings.schema";
import { format } from "date-fns";
import { useEffect } from "react";
import { toast } from "react-toastify";
import { FieldGrid } from "@/components/ui/field-grid";
import { BooleanField } from "@/components/ui/boolean-field";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { SuggestionList } from "@/components/ui/suggestion-list";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveSettings } from "../api/save-settings";
import { InputFieldList } from "./input-field-list";
import { SafeguardingSection } from "./safeguarding-section";
import { SchoolLogoField } from "./school-logo-field";
import {
  ALERT_FIELDS,
  CONSECUTIVE_FIELD,
  SCHOOL_FIELDS,
  SECURITY_FIELDS,
  TEACHING_FIELDS,
} from "./settings-fields";

/** Every zone the browser knows, for the searchable list (the API checks the same way). */
const TIME_ZONES: string[] =
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];

const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((s) => ({
  _id: s,
  name: s[0]!.toUpperCase() + s.slice(1),
}));

function Select({ children, ...props }: React.ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The Settings form: admins edit and save; staff see the same fields read-only. */
export function SettingsForm({ view }: { view: SettingsView }) {
  const save = useSaveSettings();
  const form = useSchemaForm(settingsSchema);
  const { register, reset, control, watch, formState } = form;
  const { errors, isDirty } = formState;

  useEffect(() => reset(view.settings), [view.settings, reset]);

  const submit = submitOrReport(
    form,
    async (settings) => {
      await save.mutateAsync(settings);
      toast.success("Settings saved.");
    },
    { failure: "The settings could not be saved.", id: "settings-save" },
  );

  const rule = watch("absenceAlerts.rule");
  const canEdit = view.canEdit;
  const today = new Date();

  return (
    <form onSubmit={submit} noValidate aria-label="School settings">
      {!canEdit && (
        <Alert.Root status="info" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Only administrators can change the settings. You see them read-only.</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {/* A disabled fieldset makes every control read-only for staff at once. */}
      <chakra.fieldset disabled={!canEdit} border="0" p="0" m="0" minW="0">
        <Stack gap="5">
          <SectionCard title="School" description="Who you are, how to reach you, and the school's clock.">
            <FieldGrid>
              <InputFieldList fields={SCHOOL_FIELDS} form={form} />
              <FormField label="Address" error={errors.school?.address?.message}>
                <Textarea rows={2} {...register("school.address")} autoComplete="street-address" />
              </FormField>
              <Stack gap="4">
                <FormField label="First day of the week" error={errors.school?.weekStartsOn?.message}>
                  <Select {...register("school.weekStartsOn")}>
                    <option value="monday">Monday</option>
                    <option value="sunday">Sunday</option>
                    <option value="saturday">Saturday</option>
                  </Select>
                </FormField>
                <FormField label="Date format" error={errors.school?.dateFormat?.message}>
                  <Select {...register("school.dateFormat")}>
                    {DATE_FORMATS.map((f) => (
                      <option key={f} value={f}>
                        {format(today, f)}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </Stack>
            </FieldGrid>
            <Box mt="4">
              <SchoolLogoField form={form} view={view} />
            </Box>
            <SuggestionList id="time-zones" values={TIME_ZONES} />
          </SectionCard>

          <SectionCard title="Teaching" description="Defaults for new sessions and the Friday practice.">
            <FieldGrid>
              <InputFieldList fields={TEACHING_FIELDS} form={form} />
            </FieldGrid>
            <Stack mt="4">
              <OptionChecklistField
                control={control}
                name="teaching.attendanceStatuses"
                legend="Attendance statuses in use"
                options={STATUS_OPTIONS}
                error={errors.teaching?.attendanceStatuses?.message}
              />
            </Stack>
          </SectionCard>

          <SectionCard
            title="Absence alerts"
            description="Mails to a student's guardian when they are marked absent."
          >
            <Stack gap="4">
              <BooleanField
                control={control}
                name="absenceAlerts.enabled"
                label="Send absence alerts"
                disabled={!canEdit}
              />
              <FieldGrid>
                <FormField label="Send an alert" error={errors.absenceAlerts?.rule?.message}>
                  <Select {...register("absenceAlerts.rule")}>
                    <option value="each">For each absence</option>
                    <option value="consecutive">After several absences in a row</option>
                  </Select>
                </FormField>
                <InputFieldList
                  fields={rule === "consecutive" ? [CONSECUTIVE_FIELD, ...ALERT_FIELDS] : ALERT_FIELDS}
                  form={form}
                />
              </FieldGrid>
            </Stack>
          </SectionCard>

          <SafeguardingSection form={form} />

          <SectionCard title="Security" description="How long a console sign-in lasts.">
            <FieldGrid>
              <InputFieldList fields={SECURITY_FIELDS} form={form} />
            </FieldGrid>
          </SectionCard>
        </Stack>
      </chakra.fieldset>
      {canEdit && (
        <HStack mt="5" justify="flex-end">
          <Button variant="outline" onClick={() => reset(view.settings)} disabled={!isDirty}>
            Discard changes
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            Save settings
          </Button>
        </HStack>
      )}
    </form>
  );
}
