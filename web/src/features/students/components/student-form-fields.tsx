import { Stack, Textarea } from "@chakra-ui/react";
import { STUDENT_STATUSES, STUDENT_STATUS_LABELS, type Student } from "@shared/student";
import type { CreateStudentInput } from "@shared/student.schema";
import { type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { FieldGrid } from "@/components/ui/field-grid";
import { BooleanField } from "@/components/ui/boolean-field";
import { FormField } from "@/components/ui/form-field";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import type { SelectOption } from "@/components/ui/select-input";
import type { Lookup } from "@/lib/lookups";

export type StudentFormValues = CreateStudentInput;

interface SectionProps {
  register: UseFormRegister<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
  control?: Control<StudentFormValues>;
}

// Archiving is its own action, never a choice in the form.
const STATUS_OPTIONS: readonly SelectOption[] = STUDENT_STATUSES.filter((s) => s !== "archived").map(
  (s) => [s, STUDENT_STATUS_LABELS[s]] as const,
);

/** The student's own fields (enrolment step 1 and the profile tab). */
export function StudentSection({ register, errors }: SectionProps) {
  const fields = { register, errors };
  return (
    <FieldGrid>
      <FormInput label="First name" required fields={fields} name="firstName" autoComplete="off" />
      <FormInput label="Last name" required fields={fields} name="lastName" autoComplete="off" />
      <FormInput label="Date of birth" required type="date" fields={fields} name="dateOfBirth" />
      <FormSelect label="Status" fields={fields} name="status" options={STATUS_OPTIONS} />
      <FormInput
        label="Email"
        helper="With an email, the student gets an account and a welcome mail."
        type="email"
        fields={fields}
        name="email"
        autoComplete="off"
      />
      <FormInput label="Phone" type="tel" fields={fields} name="phone" autoComplete="off" />
      <FormInput label="Enrolled on" type="date" fields={fields} name="enrolledAt" />
    </FieldGrid>
  );
}

/** Guardian, emergency contact, medical notes and photo consent (step 2). */
export function ContactsSection({ register, errors, control }: SectionProps) {
  const fields = { register, errors };
  return (
    <Stack gap="4">
      <FieldGrid>
        <FormInput
          label="Guardian's name"
          helper="Required for students under 18."
          fields={fields}
          name="guardian.name"
          autoComplete="off"
        />
        <FormInput
          label="Relationship"
          fields={fields}
          name="guardian.relationship"
          placeholder="Mother, Father, Guardian…"
        />
        <FormInput
          label="Guardian's email"
          type="email"
          fields={fields}
          name="guardian.email"
          autoComplete="off"
        />
        <FormInput
          label="Guardian's phone"
          type="tel"
          fields={fields}
          name="guardian.phone"
          autoComplete="off"
        />
        <FormInput
          label="Emergency contact"
          fields={fields}
          name="emergencyContact.name"
          autoComplete="off"
        />
        <FormInput
          label="Emergency phone"
          type="tel"
          fields={fields}
          name="emergencyContact.phone"
          autoComplete="off"
        />
      </FieldGrid>
      <FormField label="Medical notes" error={errors.medicalNotes?.message}>
        <Textarea {...register("medicalNotes")} rows={3} />
      </FormField>
      {control && (
        <BooleanField control={control} name="photoConsent" kind="checkbox" label="Photo consent given" />
      )}
    </Stack>
  );
}

const blank = (v: unknown) => v === undefined || v === null || v === "";

/** A list of groups or programs to choose from, and whether it is still loading. */
interface Choices {
  data: Lookup[] | undefined;
  isPending?: boolean;
}

const MEMBERSHIPS = [
  ["groupIds", "Groups"],
  ["programIds", "Programs"],
] as const;

/** The groups and programs the student is in (enrolment step 3 and the profile's Groups tab). */
export function MembershipSection({
  control,
  errors,
  groups,
  programs,
}: {
  control: Control<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
  groups: Choices;
  programs: Choices;
}) {
  const choices = { groupIds: groups, programIds: programs };
  return (
    <>
      {MEMBERSHIPS.map(([name, legend]) => (
        <OptionChecklistField
          key={name}
          control={control}
          name={name}
          legend={legend}
          options={choices[name].data}
          loading={choices[name].isPending}
          error={errors[name]?.message}
        />
      ))}
    </>
  );
}

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

/** `blank` with each of its fields taken from `stored` where that has a value. */
function filled<T extends object>(blank: T, stored: Partial<Record<keyof T, unknown>> | null | undefined): T {
  return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, stored?.[k as keyof T] ?? v])) as T;
}

/** The form's values for a stored student: the blank form, filled with what the record has. */
export function studentFormOf(s: Student): StudentFormValues {
  const blank = emptyStudentForm();
  return {
    ...filled(blank, s),
    // An archived student is edited as the status that restoring brings back.
    status: s.status === "archived" ? (s.statusBeforeArchive ?? "active") : s.status,
    enrolledAt: s.enrolledAt?.slice(0, 10),
    guardian: filled(blank.guardian!, s.guardian),
    emergencyContact: filled(blank.emergencyContact!, s.emergencyContact),
    photoConsent: Boolean(s.photoConsent),
  };
}
