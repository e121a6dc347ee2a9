import { Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { signIn } from "@/lib/auth-client";
import { shellInput } from "@/lib/shell-handoff";
import { signInErrorText } from "../sign-in-errors";

/** Email and password, as the school set them up (or as the reset link let the student choose). */
export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => shellInput().email);
  const [password, setPassword] = useState(() => shellInput().password);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = "Sign in | Studio";
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      navigate("/", { replace: true });
    } catch (err) {
      setError(signInErrorText(err));
      setBusy(false);
    }
  };

  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px="4" py="8">
      <Card.Root w="full" maxW="400px">
        <Card.Body>
          <form onSubmit={submit} noValidate>
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
              <Field.Root required invalid={error !== null}>
                <Field.Label>Password</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                {error && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Signing in…">
                Sign in
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Forgot your password? Ask your school for a reset link.
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
