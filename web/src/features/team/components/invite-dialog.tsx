import { Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  inviteTeamMemberSchema,
  type InviteTeamMemberFields,
  type InviteTeamMemberInput,
} from "@shared/team.schema";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { reportSaveFailure } from "@/components/ui/report-save-failure";
import { SelectInput } from "@/components/ui/select-input";
import { useInviteTeamMember } from "../api/invite-team-member";

const blank: InviteTeamMemberInput = { email: "", displayName: "", role: "staff" };

/** Invite someone by name, email and role; the API's schema gives the field errors. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteTeamMember();
  const { register, handleSubmit, formState, setError, reset } = useForm<
    InviteTeamMemberInput,
    unknown,
    InviteTeamMemberFields
  >({ resolver: zodResolver(inviteTeamMemberSchema), defaultValues: blank, mode: "onTouched" });
  const e = formState.errors;
  const close = () => {
    reset(blank);
    onClose();
  };
  const submit = handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
      toast.success(`${input.displayName} is invited. A mail to ${input.email} lets them set a password.`);
      close();
    } catch (err) {
      reportSaveFailure(err, setError, {
        failure: "The invitation could not be sent.",
        retry: () => void submit(),
        id: "team-invite",
        known: ["email", "displayName", "role"],
      });
    }
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
      <FormField label="Name" required error={e.displayName?.message}>
        <Input {...register("displayName")} autoComplete="off" />
      </FormField>
      <FormField label="Email" required error={e.email?.message}>
        <Input type="email" {...register("email")} autoComplete="off" />
      </FormField>
      <FormField
        label="Role"
        required
        error={e.role?.message}
        helper="Admins also manage the team, settings and publishing."
      >
        <SelectInput
          {...register("role")}
          options={[
            ["staff", "Staff"],
            ["admin", "Admin"],
          ]}
        />
      </FormField>
    </FormDialog>
  );
}
