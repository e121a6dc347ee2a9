import { Text, Textarea } from "@chakra-ui/react";
import {
  extendCreditSchema,
  issueCreditSchema,
  voidCreditSchema,
  type StaffCredit,
} from "@shared/seats.schema";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { submitAndClose } from "@/components/ui/report-save-failure";
import type { Lookup } from "@/lib/lookups";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useChangeCredit, useIssueCredit } from "../api/student-credits";

/** An empty number field is "not given" (the school's policy decides), not NaN. */
const optionalNumber = { setValueAs: (v: unknown) => (v === "" || v === undefined ? undefined : Number(v)) };

/** The reason every change of a credit needs, next to its error. */
function ReasonField<T extends FieldValues & { reason: string }>({
  register,
  error,
  helper,
}: {
  register: UseFormRegister<T>;
  error: string | undefined;
  helper: string;
}) {
  return (
    <FormField label="Reason" required error={error} helper={helper}>
      <Textarea {...register("reason" as Path<T>)} rows={2} maxLength={300} />
    </FormField>
  );
}

const issueForm = issueCreditSchema.omit({ studentId: true });

/** "Issue a credit": a program, how long it lasts (the school's policy unless given), and why. */
export function IssueCreditDialog({
  studentId,
  programs,
  defaultProgramId,
  onClose,
}: {
  studentId: string;
  programs: Lookup[];
  defaultProgramId: string;
  onClose: () => void;
}) {
  const issue = useIssueCredit(studentId);
  const { register, handleSubmit, formState, setError } = useSchemaForm(issueForm, {
    defaultValues: { programId: defaultProgramId, reason: "" },
  });
  const errors = formState.errors;
  const submit = submitAndClose({ handleSubmit, setError }, (values) => issue.mutateAsync(values), {
    saved: () => "The make-up credit is issued.",
    close: onClose,
    failure: "The credit was not issued.",
    id: "credit-issue",
  });
  return (
    <FormDialog
      open
      title="Issue a make-up credit"
      submitLabel="Issue credit"
      submitting={issue.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormSelect
        label="Program"
        required
        fields={{ register, errors }}
        name="programId"
        options={programs.map((p) => [p._id, p.name] as const)}
        helper="The credit books make-up classes of this program (or those the policy lists)."
      />
      <FormInput
        label="Lasts (days)"
        fields={{ register, errors }}
        name="validityDays"
        rules={optionalNumber}
        type="number"
        inputMode="numeric"
        helper="Leave empty for the length the school's make-up policy sets."
      />
      <ReasonField
        register={register}
        error={errors.reason?.message}
        helper="Kept in the audit trail, e.g. a class the school cancelled."
      />
    </FormDialog>
  );
}

/** Extend a credit (more days, from its expiry or from today if it has lapsed), with a reason. */
export function ExtendCreditDialog({ credit, onClose }: { credit: StaffCredit; onClose: () => void }) {
  const change = useChangeCredit(credit.studentId);
  const { register, handleSubmit, formState, setError } = useSchemaForm(extendCreditSchema, {
    defaultValues: { reason: "" },
  });
  const errors = formState.errors;
  const submit = submitAndClose(
    { handleSubmit, setError },
    (values) => change.mutateAsync({ id: credit._id, change: values }),
    {
      saved: (v) => `The credit is extended by ${v.days} ${v.days === 1 ? "day" : "days"}.`,
      close: onClose,
      failure: "The credit was not extended.",
      id: "credit-extend",
    },
  );
  return (
    <FormDialog
      open
      title="Extend this credit"
      submitLabel="Extend credit"
      submitting={change.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormInput
        label="More days"
        required
        numeric
        fields={{ register, errors }}
        name="days"
        helper="Counted from the current expiry, or from today if it has passed."
      />
      <ReasonField register={register} error={errors.reason?.message} helper="Kept in the audit trail." />
    </FormDialog>
  );
}

/** Void an unused credit: the dialog is the confirmation, and it asks why. */
export function VoidCreditDialog({ credit, onClose }: { credit: StaffCredit; onClose: () => void }) {
  const change = useChangeCredit(credit.studentId);
  const { register, handleSubmit, formState, setError } = useSchemaForm(voidCreditSchema, {
    defaultValues: { reason: "" },
  });
  const submit = submitAndClose(
    { handleSubmit, setError },
    (values) => change.mutateAsync({ id: credit._id, change: values }),
    {
      saved: () => "The credit is void.",
      close: onClose,
      failure: "The credit was not voided.",
      id: "credit-void",
    },
  );
  return (
    <FormDialog
      open
      title="Void this credit?"
      submitLabel="Void credit"
      submitting={change.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text>The family can no longer book a make-up class with it. This cannot be undone.</Text>
      <ReasonField
        register={register}
        error={formState.errors.reason?.message}
        helper="Kept in the audit trail."
      />
    </FormDialog>
  );
}
