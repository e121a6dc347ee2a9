import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { inviteGuardianSchema, type StudentGuardian } from "@shared/guardian.schema";
import { UserRoundPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormInput } from "@/components/ui/form-input";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useGuardianAction, useInviteGuardian, useStudentGuardians } from "../api/student-guardians";

/**
 * The Guardians tab: who may follow this student in the app. Staff invite a guardian by email
 * (they set a password from the mail's link), resend an invitation, revoke it, or unlink a guardian
 * who uses the app; a guardian of a brother or sister is linked with the same email.
 */
export function GuardiansTab({ studentId, readOnly }: { studentId: string; readOnly: boolean }) {
  const q = useStudentGuardians(studentId);
  const action = useGuardianAction(studentId);
  const [removing, setRemoving] = useState<StudentGuardian | null>(null);

  const resend = (g: StudentGuardian) =>
    action.mutate(
      { guardianUid: g.guardianUid, action: "resend" },
      {
        onSuccess: () => toast.success(`A new invitation is on its way to ${g.email}.`),
        onError: (err) =>
          toastErrorWithRetry(
            `The invitation was not sent. ${(err as Error).message}`,
            () => resend(g),
            "guardian-resend",
          ),
      },
    );
  const remove = (g: StudentGuardian) =>
    action.mutate(
      { guardianUid: g.guardianUid, action: "remove" },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(
            g.status === "active" ? `${g.displayName} is unlinked.` : "The invitation is revoked.",
          );
        },
        onError: (err) =>
          toastErrorWithRetry(
            `That did not work. ${(err as Error).message}`,
            () => remove(g),
            "guardian-remove",
          ),
      },
    );

  return (
    <Stack gap="5">
      {!readOnly && <InviteGuardianForm studentId={studentId} />}
      <QueryStates
        query={q}
        noun="guardians"
        skeleton={{ rows: 2 }}
        empty={
          <EmptyView
            icon={<UserRoundPlus />}
            title="No guardian accounts yet"
            description="Invite a parent or guardian: they follow this student in the app and read along in their conversations."
          />
        }
      >
        {(guardians) => (
          <Stack as="ul" gap="2" aria-label="Guardians" listStyleType="none">
            {guardians.map((g) => (
              <Box as="li" key={g.guardianUid} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Box>
                    <Text fontWeight="medium">{g.displayName || g.email}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {g.email}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Badge colorPalette={g.status === "active" ? "green" : "orange"}>
                      {g.status === "active" ? "Uses the app" : "Invited"}
                    </Badge>
                    {!readOnly && g.status === "invited" && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => resend(g)}
                        loading={action.isPending}
                      >
                        Resend
                      </Button>
                    )}
                    {!readOnly && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(g)}>
                        {g.status === "active" ? "Unlink" : "Revoke"}
                      </Button>
                    )}
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </QueryStates>
      <ConfirmDialog
        open={removing !== null}
        title={removing?.status === "active" ? "Unlink this guardian?" : "Revoke this invitation?"}
        body={
          removing?.status === "active"
            ? `${removing.displayName} stops seeing this student in the app and leaves their conversations at once.`
            : "The link in the invitation stops working."
        }
        confirmLabel={removing?.status === "active" ? "Unlink" : "Revoke"}
        destructive
        loading={action.isPending}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function InviteGuardianForm({ studentId }: { studentId: string }) {
  const invite = useInviteGuardian(studentId);
  const form = useSchemaForm(inviteGuardianSchema, { defaultValues: { email: "", displayName: "" } });
  const fields = { register: form.register, errors: form.formState.errors };
  const submit = submitOrReport(
    form,
    async (input) => {
      const g = await invite.mutateAsync(input);
      form.reset();
      toast.success(
        g.status === "active" ? `${g.displayName} is linked.` : `An invitation is on its way to ${g.email}.`,
      );
    },
    { failure: "The invitation was not sent.", id: "guardian-invite" },
  );

  return (
    <form onSubmit={submit} aria-label="Invite a guardian" noValidate>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
        <FormInput label="Guardian's name" required fields={fields} name="displayName" autoComplete="off" />
        <FormInput
          label="Guardian's email"
          required
          type="email"
          fields={fields}
          name="email"
          autoComplete="off"
        />
      </SimpleGrid>
      <Button type="submit" size="sm" colorPalette="brand" loading={invite.isPending}>
        <UserRoundPlus aria-hidden /> Invite guardian
      </Button>
    </form>
  );
}
