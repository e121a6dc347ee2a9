import { Button, Dialog, Input, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  inviteTeamMemberSchema,
  type InviteTeamMemberFields,
  type InviteTeamMemberInput,
} from "@shared/team.schema";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { applyFieldErrors } from "@/lib/apply-field-errors";
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
      if (!applyFieldErrors(err, setError, ["email", "displayName", "role"]))
        toastErrorWithRetry(
          `The invitation could not be sent. ${(err as Error).message}`,
          () => void submit(),
          "team-invite",
        );
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              onSubmit={(ev) => {
                ev.preventDefault();
                void submit();
              }}
              noValidate
            >
              <Dialog.Header>
                <Dialog.Title>Invite to the team</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    They get a mail with a link to set their password. The link works for one hour; you can
                    send a new one from the list.
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
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register("role")}>
                        <option value="staff">Staff</option>
                        <option value="admin">Admin</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={invite.isPending}>
                  Send invitation
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
