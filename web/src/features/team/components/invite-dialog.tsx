import { Text } from "@chakra-ui/react";
import { inviteTeamMemberSchema, type InviteTeamMemberInput } from "@shared/team.schema";
import { FormDialog } from "@/components/ui/form-dialog";
import { submitAndClose } from "@/components/ui/report-save-failure";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useInviteTeamMember } from "../api/invite-team-member";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import type { SelectOption } from "@/components/ui/select-input";

const blank: InviteTeamMemberInput = { email: "", displayName: "", role: "staff" };

const ROLE_OPTIONS: readonly SelectOption[] = [
  ["staff", "Staff"],
  ["admin", "Admin"],
];

/** Invite someone by name, email and role; the API's schema gives the field errors. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteTeamMember();
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(inviteTeamMemberSchema, {
    defaultValues: blank,
  });
  const e = formState.errors;
  const fields = { register, errors: e };
  const close = () => {
    reset(blank);
    onClose();
  };
  const submit = submitAndClose({ handleSubmit, setError }, (input) => invite.mutateAsync(input), {
    saved: (input) => `${input.displayName} is invited. A mail to ${input.email} lets them set a password.`,
    close,
    failure: "The invitation could not be sent.",
    id: "team-invite",
    known: ["email", "displayName", "role"],
  });
  return (
    <FormDialog
      open={open}
      title="Invite to the team"
      submitLabel="Send invitation"
      submitting={invite.isPending}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <Text fontSize="sm" color="fg.muted">
        They get a mail with a link to set their password. The link works for one hour; you can send a new one
        from the list.
      </Text>
      <FormInput label="Name" required fields={fields} name="displayName" autoComplete="off" />
      <FormInput label="Email" required type="email" fields={fields} name="email" autoComplete="off" />
      <FormSelect
        label="Role"
        required
        helper="Admins also manage the team, settings and publishing."
        fields={fields}
        name="role"
        options={ROLE_OPTIONS}
      />
    </FormDialog>
  );
}
