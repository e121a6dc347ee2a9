import { Button, Center, Spinner, Text } from "@chakra-ui/react";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "@shared/password-reset.schema";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { confirmReset, resetErrorKind, verifyResetCode } from "../api/reset-password";
import { AuthCard } from "./auth-card";
import { AuthNotice } from "./auth-notice";
import { ResetForm } from "./reset-form";
import { FormInput } from "@/components/ui/form-input";
import { useSchemaForm } from "@/lib/use-schema-form";

type Check =
  { state: "checking" } | { state: "invalid" } | { state: "failed" } | { state: "ready"; email: string };

function AskForNewLink({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title}>
      <AuthNotice status="warning">{text}</AuthNotice>
      <Button asChild colorPalette="brand">
        <RouterLink to="/auth/reset-password">Ask for a new link</RouterLink>
      </Button>
    </AuthCard>
  );
}

interface NewPasswordPageProps {
  code: string;
  /** Runs after the password is set: sign in (staff) or say what to do next (students). */
  onDone: (email: string, password: string) => Promise<void>;
  intro: string;
}

/**
 * The page a reset link opens: verifies the code first (used, expired or mangled codes get a clear
 * message and a way to ask again), then takes the new password twice and confirms it.
 */
export function NewPasswordPage({ code, onDone, intro }: NewPasswordPageProps) {
  const [check, setCheck] = useState<Check>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(newPasswordSchema, {
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const fields = { register: form.register, errors };

  useEffect(() => {
    document.title = "Choose a new password | Studio Admin";
  }, []);

  useEffect(() => {
    let live = true;
    setCheck({ state: "checking" });
    verifyResetCode(code)
      .then((email) => live && setCheck({ state: "ready", email }))
      .catch(
        (err: unknown) => live && setCheck({ state: resetErrorKind(err) === "link" ? "invalid" : "failed" }),
      );
    return () => {
      live = false;
    };
  }, [code, attempt]);

  if (check.state === "checking") {
    return (
      <AuthCard title="Choose a new password">
        <Center py="6" gap="3" aria-busy="true">
          <Spinner color="brand.600" />
          <Text>Checking your link…</Text>
        </Center>
      </AuthCard>
    );
  }
  if (check.state === "invalid") {
    return (
      <AskForNewLink
        title="This link no longer works"
        text="This reset link is invalid, has already been used or has expired. Ask for a new one: it takes a minute."
      />
    );
  }
  if (check.state === "failed") {
    return (
      <AuthCard title="Choose a new password">
        <AuthNotice status="error">
          Your link could not be checked. Check your connection and try again.
        </AuthNotice>
        <Button colorPalette="brand" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </AuthCard>
    );
  }

  const email = check.email;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirmReset(code, password);
    } catch (err) {
      const kind = resetErrorKind(err);
      if (kind === "link") return setCheck({ state: "invalid" });
      if (kind === "weak")
        return form.setError("password", { message: "This password is too weak. Choose a longer one." });
      return setFailure(
        kind === "network"
          ? "The sign-in service could not be reached. Check your connection and try again."
          : "Your password could not be changed. Please try again.",
      );
    }
    await onDone(email, password);
  });

  return (
    <AuthCard title="Choose a new password" subtitle={intro}>
      <ResetForm
        failure={failure}
        onSubmit={onSubmit}
        submitLabel="Set new password"
        busy={isSubmitting}
        loadingText="Saving…"
      >
        <Text fontSize="sm">
          Account: <strong>{email}</strong>
        </Text>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormInput
          label="New password"
          helper={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          type="password"
          autoComplete="new-password"
          fields={fields}
          name="password"
        />
        <FormInput
          label="Repeat the new password"
          required
          type="password"
          autoComplete="new-password"
          fields={fields}
          name="confirm"
        />
      </ResetForm>
    </AuthCard>
  );
}
