import { Button, HStack, Stack, Textarea } from "@chakra-ui/react";
import type { Student } from "@shared/student";
import { createStudentSchema, studentFieldsSchema, type StudentFields } from "@shared/student.schema";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { submitOrReport } from "@/components/ui/report-save-failure";
import type { Lookup } from "@/lib/lookups";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useUpdateStudent } from "../api/update-student";
import {
  ContactsSection,
  MembershipSection,
  StudentSection,
  dropEmptySections,
  studentFormOf,
} from "./student-form-fields";

export type ProfileSection = "profile" | "groups" | "notes";

/** The fields each tab saves: Groups and Notes name theirs, Profile has every other field. */
const TAB_FIELDS: Record<Exclude<ProfileSection, "profile">, (keyof StudentFields)[]> = {
  groups: ["groupIds", "programIds"],
  notes: ["notes"],
};
const SECTION_FIELDS: Record<ProfileSection, (keyof StudentFields)[]> = {
  ...TAB_FIELDS,
  profile: studentFieldsSchema
    .keyof()
    .options.filter((k) => !TAB_FIELDS.groups.includes(k) && !TAB_FIELDS.notes.includes(k)),
};

/**
 * Edit in place: one section of the profile, validated as a whole record with the create schema
 * (so a patch cannot break a cross-field rule), sending only that section's fields.
 */
export function StudentProfileForm({
  student,
  section,
  groups,
  programs,
  readOnly,
}: {
  student: Student;
  section: ProfileSection;
  groups?: Lookup[] | undefined;
  programs?: Lookup[] | undefined;
  readOnly: boolean;
}) {
  const update = useUpdateStudent();
  const form = useSchemaForm(createStudentSchema, { values: studentFormOf(student) });
  const { register, control, formState, handleSubmit, setError, reset } = form;

  const save = submitOrReport(
    { handleSubmit, setError },
    async (values) => {
      const clean = dropEmptySections(values);
      const patch = Object.fromEntries(SECTION_FIELDS[section].map((k) => [k, clean[k]]));
      await update.mutateAsync({ id: student._id, patch });
      toast.success("Saved.");
    },
    { failure: "The changes could not be saved.", id: "student-save" },
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <fieldset disabled={readOnly}>
        <Stack gap="5">
          {section === "profile" && (
            <>
              <StudentSection register={register} errors={formState.errors} />
              <ContactsSection register={register} errors={formState.errors} control={control} />
            </>
          )}
          {section === "groups" && (
            <MembershipSection
              control={control}
              errors={formState.errors}
              groups={{ data: groups }}
              programs={{ data: programs }}
            />
          )}
          {section === "notes" && (
            <FormField label="Notes" error={formState.errors.notes?.message} helper="Visible to staff only.">
              <Textarea {...register("notes")} rows={8} />
            </FormField>
          )}
          {!readOnly && (
            <HStack justify="flex-end">
              <Button
                variant="outline"
                onClick={() => reset(studentFormOf(student))}
                disabled={!formState.isDirty}
              >
                Discard
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={update.isPending}
                disabled={!formState.isDirty}
              >
                Save changes
              </Button>
            </HStack>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
