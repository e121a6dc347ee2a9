import { Checkbox, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import type { CreateStudentInput } from "@shared/student.schema";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { SelectInput } from "@/components/ui/select-input";

export type StudentFormValues = CreateStudentInput;

interface SectionProps {
  register: UseFormRegister<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
  control?: Control<StudentFormValues>;
}

/** The student's own fields (enrolment step 1 and the profile tab). */
export function StudentSection({ register, errors }: SectionProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="First name" required error={errors.firstName?.message}>
        <Input {...register("firstName")} autoComplete="off" />
      </FormField>
      <FormField label="Last name" required error={errors.lastName?.message}>
        <Input {...register("lastName")} autoComplete="off" />
      </FormField>
      <FormField label="Date of birth" required error={errors.dateOfBirth?.message}>
        <Input type="date" {...register("dateOfBirth")} />
      </FormField>
      <FormField label="Status" error={errors.status?.message}>
        <SelectInput
          {...register("status")}
          options={[
            ["active", "Active"],
            ["waitlist", "Waitlist"],
            ["inactive", "Inactive"],
          ]}
        />
      </FormField>
      <FormField
        label="Email"
        error={errors.email?.message}
        helper="With an email, the student gets an account and a welcome mail."
      >
        <Input type="email" {...register("email")} autoComplete="off" />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" {...register("phone")} autoComplete="off" />
      </FormField>
      <FormField label="Enrolled on" error={errors.enrolledAt?.message}>
        <Input type="date" {...register("enrolledAt")} />
      </FormField>
    </SimpleGrid>
  );
}

/** Guardian, emergency contact, medical notes and photo consent (step 2). */
export function ContactsSection({ register, errors, control }: SectionProps) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="Guardian's name"
          error={errors.guardian?.name?.message}
          helper="Required for students under 18."
        >
          <Input {...register("guardian.name")} autoComplete="off" />
        </FormField>
        <FormField label="Relationship" error={errors.guardian?.relationship?.message}>
          <Input {...register("guardian.relationship")} placeholder="Mother, Father, Guardian…" />
        </FormField>
        <FormField label="Guardian's email" error={errors.guardian?.email?.message}>
          <Input type="email" {...register("guardian.email")} autoComplete="off" />
        </FormField>
        <FormField label="Guardian's phone" error={errors.guardian?.phone?.message}>
          <Input type="tel" {...register("guardian.phone")} autoComplete="off" />
        </FormField>
        <FormField label="Emergency contact" error={errors.emergencyContact?.name?.message}>
          <Input {...register("emergencyContact.name")} autoComplete="off" />
        </FormField>
        <FormField label="Emergency phone" error={errors.emergencyContact?.phone?.message}>
          <Input type="tel" {...register("emergencyContact.phone")} autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <FormField label="Medical notes" error={errors.medicalNotes?.message}>
        <Textarea {...register("medicalNotes")} rows={3} />
      </FormField>
      {control && (
        <Controller
          control={control}
          name="photoConsent"
          render={({ field }) => (
            <Checkbox.Root
              checked={Boolean(field.value)}
              onCheckedChange={(e) => field.onChange(Boolean(e.checked))}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
              <Checkbox.Control />
              <Checkbox.Label>Photo consent given</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
    </Stack>
  );
}

const blank = (v: unknown) => v === undefined || v === null || v === "";

/** Empty guardian/emergency sections are stored as "none", not as a record of empty strings. */
export function dropEmptySections<T extends { guardian?: unknown; emergencyContact?: unknown }>(
  values: T,
): T {
  const out = { ...values };
  if (out.guardian && Object.values(out.guardian as object).every(blank)) out.guardian = null;
  if (out.emergencyContact && Object.values(out.emergencyContact as object).every(blank))
    out.emergencyContact = null;
  return out;
}

export const emptyStudentForm = (): StudentFormValues => ({
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  email: "",
  phone: "",
  status: "active",
  enrolledAt: new Date().toISOString().slice(0, 10),
  guardian: { name: "", email: "", phone: "", relationship: "" },
  emergencyContact: { name: "", phone: "" },
  medicalNotes: "",
  photoConsent: false,
  groupIds: [],
  programIds: [],
  notes: "",
});
