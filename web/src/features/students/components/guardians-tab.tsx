import { Badge, Box, Button, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { StudentGuardian } from "@shared/guardian.schema";
import { UserRoundPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { EmptyView, ListSkeleton, QueryError } from "@/components/ui/load-states";
import { ApiError } from "@/lib/api-client";
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
        onError: (err) => toast.error(`The invitation was not sent. ${(err as Error).message}`),
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
        onError: (err) => toast.error(`That did not work. ${(err as Error).message}`),
      },
    );

  return (
    <Stack gap="5">
      {!readOnly && <InviteGuardianForm studentId={studentId} />}
      {q.isPending ? (
        <ListSkeleton rows={2} />
      ) : q.isError ? (
        <QueryError query={q} message="The guardians could not be loaded." />
      ) : q.data.length === 0 ? (
        <EmptyView
          icon={<UserRoundPlus />}
          title="No guardian accounts yet"
          description="Invite a parent or guardian: they follow this student in the app and read along in their conversations."
        />
      ) : (
        <Stack as="ul" gap="2" aria-label="Guardians" listStyleType="none">
          {q.data.map((g) => (
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
                    <Button size="xs" variant="outline" onClick={() => resend(g)} loading={action.isPending}>
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
  const [email, setEmail] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    invite.mutate(
      { email, displayName },
      {
        onSuccess: (g) => {
          setEmail("");
          setDisplayName("");
          toast.success(
            g.status === "active"
              ? `${g.displayName} is linked.`
              : `An invitation is on its way to ${g.email}.`,
          );
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
          else toast.error(`The invitation was not sent. ${(err as Error).message}`);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Invite a guardian" noValidate>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
        <FormField label="Guardian's name" error={errors.displayName} required>
          <Input value={displayName} onChange={(e) => setDisplayName(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="Guardian's email" error={errors.email} required>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <Button type="submit" size="sm" colorPalette="brand" loading={invite.isPending}>
        <UserRoundPlus aria-hidden /> Invite guardian
      </Button>
    </form>
  );
}
