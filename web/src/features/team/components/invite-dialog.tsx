import { Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  inviteTeamMemberSchema,
  type InviteTeamMemberFields,
  type InviteTeamMemberInput,
} from "@shared/team.schema";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { FormDialog } from "@/components/ui/form-dialog";
import { submitOrReport } from "@/components/ui/report-save-failure";
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
  const { register, handleSubmit, formState, setError, reset } = useForm<
    InviteTeamMemberInput,
    unknown,
    InviteTeamMemberFields
  >({ resolver: zodResolver(inviteTeamMemberSchema), defaultValues: blank, mode: "onTouched" });
  const e = formState.errors;
  const fields = { register, errors: e };
  const close = () => {
    reset(blank);
    onClose();
  };
  const submit = submitOrReport(
    { handleSubmit, setError },
    async (input) => {
      await invite.mutateAsync(input);
      toast.success(`${input.displayName} is invited. A mail to ${input.email} lets them set a password.`);
      close();
    },
    {
      failure: "The invitation could not be sent.",
      id: "team-invite",
      known: ["email", "displayName", "role"],
    },
  );
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
