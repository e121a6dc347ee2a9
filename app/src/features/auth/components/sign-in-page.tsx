import { Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SchemaForm } from "@/components/ui/schema-form";
import { signIn } from "@/lib/auth-client";
import { shellInput, takeShellSubmit } from "@/lib/shell-handoff";
import { useSchemaSubmit } from "@/lib/use-schema-submit";
import { signInErrorText } from "../sign-in-errors";

// Loaded on the first tap or key, not with the page: Zod is not part of the first screen.
const signInSchema = () => import("../sign-in.schema").then((m) => m.signInSchema);

/** Email and password, as the school set them up (or as the reset link let the student choose). */
export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => shellInput().email);
  const [password, setPassword] = useState(() => shellInput().password);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.title = "Sign in | Studio";
    // Sign in was tapped on the static shell before the app arrived: send it now.
    if (takeShellSubmit()) form.current?.requestSubmit();
  }, []);

  const submit = useSchemaSubmit(
    signInSchema,
    { email, password },
    async (input) => {
      await signIn(input.email, input.password);
      navigate("/", { replace: true });
    },
    { fields: [], failure: signInErrorText },
  );

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px="4" py="8">
      <Card.Root w="full" maxW="400px">
        <Card.Body>
          <SchemaForm ref={form} submit={submit}>
            <Stack gap="5">
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  Studio
                </Heading>
                <Text color="fg.muted">Sign in with the email your school gave you.</Text>
              </Stack>
              <Field.Root required>
                <Field.Label>Email</Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  inputMode="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field.Root>
              <Field.Root required invalid={submit.failure !== null}>
                <Field.Label>Password</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                {submit.failure && <Field.ErrorText>{submit.failure}</Field.ErrorText>}
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={submit.busy}
                loadingText="Signing in…"
              >
                Sign in
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Forgot your password? Ask your school for a reset link.
              </Text>
            </Stack>
          </SchemaForm>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
