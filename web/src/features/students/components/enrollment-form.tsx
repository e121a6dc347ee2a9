import { Box, Button, Card, DataList, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { createStudentSchema } from "@shared/student.schema";
import { useState } from "react";
import type { FieldPath } from "react-hook-form";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useGroupOptions, useProgramOptions } from "@/lib/lookups";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useCreateStudent } from "../api/create-student";
import {
  ContactsSection,
  MembershipSection,
  StudentSection,
  dropEmptySections,
  emptyStudentForm,
  type StudentFormValues,
} from "./student-form-fields";

const STEPS = ["Student", "Guardian & emergency", "Groups & programs", "Review"] as const;
const STEP_FIELDS: FieldPath<StudentFormValues>[][] = [
  ["firstName", "lastName", "dateOfBirth", "email", "phone", "status", "enrolledAt"],
  [
    "guardian",
    "guardian.name",
    "guardian.email",
    "guardian.phone",
    "guardian.relationship",
    "emergencyContact.name",
    "emergencyContact.phone",
    "medicalNotes",
  ],
  ["groupIds", "programIds"],
  [],
];

function stepOf(field: string) {
  const i = STEP_FIELDS.findIndex((fields) => fields.some((f) => field === f || field.startsWith(`${f}.`)));
  return i < 0 ? 0 : i;
}

/** The stepped enrolment form: the API's zod schema gives the field errors at every step. */
export function EnrollmentForm({ onCreated }: { onCreated: (id: string, name: string) => void }) {
  const [step, setStep] = useState(0);
  const groups = useGroupOptions();
  const programs = useProgramOptions();
  const create = useCreateStudent();
  const form = useSchemaForm(createStudentSchema, { defaultValues: emptyStudentForm() });
  const { register, control, formState, handleSubmit, trigger, getValues, setError, reset } = form;
  const errors = formState.errors;

  const next = async () => {
    if (await trigger(STEP_FIELDS[step])) setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        const student = await create.mutateAsync(dropEmptySections(values));
        toast.success(
          `${student.firstName} ${student.lastName} is enrolled.${student.email ? " A welcome mail is on its way." : ""}`,
        );
        reset(emptyStudentForm());
        setStep(0);
        onCreated(student._id, `${student.firstName} ${student.lastName}`);
      } catch (err) {
        if (applyFieldErrors(err, setError)) {
          const first = Object.keys((err as { fields: Record<string, string> }).fields)[0] ?? "";
          setStep(stepOf(first));
          return;
        }
        toastErrorWithRetry(
          `The student could not be enrolled. ${(err as Error).message}`,
          () => void submit(),
          "enrol",
        );
      }
    },
    (errs) => setStep(stepOf(Object.keys(errs)[0] ?? "")),
  );

  const v = getValues();
  const names = (ids: string[] | undefined, list: { _id: string; name: string }[] | undefined) =>
    (ids ?? []).map((id) => list?.find((o) => o._id === id)?.name ?? id).join(", ") || "None";

  return (
    <Card.Root>
      <Card.Body>
        <Flex as="ol" gap="2" mb="6" wrap="wrap" aria-label="Enrolment steps">
          {STEPS.map((label, i) => (
            <HStack
              as="li"
              key={label}
              gap="2"
              aria-current={i === step ? "step" : undefined}
              listStyleType="none"
            >
              <Box
                w="7"
                h="7"
                borderRadius="full"
                display="grid"
                placeItems="center"
                fontSize="sm"
                fontWeight="semibold"
                bg={i <= step ? "brand.solid" : "bg.muted"}
                color={i <= step ? "brand.contrast" : "fg.muted"}
              >
                {i + 1}
              </Box>
              <Text
                fontSize="sm"
                fontWeight={i === step ? "semibold" : "normal"}
                color={i === step ? "fg" : "fg.muted"}
                me="3"
              >
                {label}
              </Text>
            </HStack>
          ))}
        </Flex>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (step === STEPS.length - 1) void submit();
            else void next();
          }}
          noValidate
        >
          {step === 0 && <StudentSection register={register} errors={errors} />}
          {step === 1 && <ContactsSection register={register} errors={errors} control={control} />}
          {step === 2 && (
            <Stack gap="6">
              <MembershipSection control={control} errors={errors} groups={groups} programs={programs} />
            </Stack>
          )}
          {step === 3 && (
            <DataList.Root orientation="horizontal" gap="3">
              {[
                ["Name", `${v.firstName} ${v.lastName}`],
                ["Date of birth", v.dateOfBirth],
                ["Email", v.email || "None (no account)"],
                ["Phone", v.phone || "None"],
                ["Status", v.status],
                [
                  "Guardian",
                  v.guardian?.name
                    ? `${v.guardian.name}${v.guardian.relationship ? ` (${v.guardian.relationship})` : ""}`
                    : "None",
                ],
                ["Emergency contact", v.emergencyContact?.name || "None"],
                ["Groups", names(v.groupIds, groups.data)],
                ["Programs", names(v.programIds, programs.data)],
                ["Photo consent", v.photoConsent ? "Yes" : "No"],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
          <HStack justify="space-between" mt="8">
            <Button
              variant="outline"
              onClick={() => setStep((s) => Math.max(0, s - 1))}
              disabled={step === 0}
            >
              Back
            </Button>
            {step < STEPS.length - 1 ? (
              <Button type="submit" colorPalette="brand">
                Next
              </Button>
            ) : (
              <Button type="submit" colorPalette="brand" loading={create.isPending}>
                Enrol student
              </Button>
            )}
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
