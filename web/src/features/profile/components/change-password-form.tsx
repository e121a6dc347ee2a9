import { Alert, Button, Input, Stack, Text } from "@chakra-ui/react";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/profile.schema";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useAuth } from "@/lib/auth/use-auth";
import { loadFirebaseUser } from "@/lib/auth/load-firebase-user";
import { useFirebaseUser } from "@/lib/auth/use-firebase-user";
import { changePassword, passwordErrorOf } from "../api/change-password";
import { useSchemaForm } from "@/lib/use-schema-form";

const blank: ChangePasswordInput = { current: "", password: "", confirm: "" };

/** Change password: Firebase Auth asks for the current one again first. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { login } = useAuth();
  const currentUser = useFirebaseUser();
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(changePasswordSchema, {
    defaultValues: blank,
  });
  const e = formState.errors;
  const submit = submitOrReport(
    { handleSubmit, setError },
    async (input) => {
      try {
        // Firebase Auth may still be loading if the form was sent at once: wait for it here.
        const user = currentUser ?? (await (await loadFirebaseUser()).currentFirebaseUser());
        if (!user) return;
        await changePassword(user, { email, current: input.current, password: input.password }, login);
      } catch (err) {
        // Firebase Auth's errors, not the API's: a wrong current password goes on its field.
        const failure = passwordErrorOf(err);
        if (!failure.field) throw new Error(failure.message);
        setError(failure.field, { type: "server", message: failure.message });
        return;
      }
      reset(blank);
      toast.success("Your password is changed. Other devices are signed out.");
    },
    { id: "password-change" },
  );
  return (
    <SectionCard title="Password">
      {currentUser === null ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Sign out and in again to change your password.</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Changing it signs you out on every other device.
            </Text>
            {/* For password managers: which account this password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormField label="Current password" required error={e.current?.message}>
              <Input type="password" {...register("current")} autoComplete="current-password" />
            </FormField>
            <FormField
              label="New password"
              required
              error={e.password?.message}
              helper="At least 8 characters."
            >
              <Input type="password" {...register("password")} autoComplete="new-password" />
            </FormField>
            <FormField label="Repeat the new password" required error={e.confirm?.message}>
              <Input type="password" {...register("confirm")} autoComplete="new-password" />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={formState.isSubmitting}
            >
              Change password
            </Button>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
