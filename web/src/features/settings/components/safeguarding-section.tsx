import { NativeSelect } from "@chakra-ui/react";
import type { Settings, SettingsInput } from "@shared/settings.schema";
import type { UseFormReturn } from "react-hook-form";
import { FieldGrid } from "@/components/ui/field-grid";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { useLookups } from "@/lib/lookups";
import { InputFieldList } from "./input-field-list";
import { SAFEGUARDING_FIELDS } from "./settings-fields";

/**
 * Settings > Safeguarding: who counts as a minor, the quiet hours, and the staff member who reads
 * along in a minor's conversations while no guardian has an account.
 */
export function SafeguardingSection({ form }: { form: UseFormReturn<SettingsInput, unknown, Settings> }) {
  const staff = useLookups().data?.instructors ?? [];
  const error = form.getFieldState("safeguarding.secondAdultUid", form.formState).error?.message;
  return (
    <SectionCard
      title="Safeguarding"
      description="Conversations with minors always include their guardians, or a second adult when no guardian has an account."
    >
      <FieldGrid>
        <InputFieldList fields={SAFEGUARDING_FIELDS} form={form} />
        <FormField
          label="Second adult"
          error={error}
          helper="A staff member who reads along when a minor has no guardian account. Without one, such conversations cannot start."
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              {...form.register("safeguarding.secondAdultUid", {
                setValueAs: (v: unknown) => (v === "" || v == null ? null : String(v)),
              })}
            >
              <option value="">Nobody chosen</option>
              {staff.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </FieldGrid>
    </SectionCard>
  );
}
