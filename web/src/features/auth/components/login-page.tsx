import { Button } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { TextStateField } from "@/components/ui/text-state-field";
import { loadFirebaseUser } from "@/lib/auth/load-firebase-user";
import { useAuth } from "@/lib/auth/use-auth";
import { signInErrorMessage } from "../sign-in-errors";
import { AuthCard } from "./auth-card";
import { AuthLink } from "./auth-link";
import { CredentialForm } from "@/components/ui/credential-form";

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function LoginPage() {
  const { auth, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ""}${from.hash ?? ""}` : "/dashboard";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = "Sign in | Studio Admin";
  }, []);
  // Firebase Auth is not part of the page's first load; fetch it as soon as the user starts.
  const prepareSignIn = () => void loadFirebaseUser();

  if (auth.isAuthenticated && !submitting) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const firebase = await loadFirebaseUser();
      const session = await firebase.signInToConsole(email.trim(), password);
      login(session.token, session.user);
      navigate(target, { replace: true });
    } catch (err) {
      setError(signInErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to run your school.">
      <CredentialForm failure={error} onSubmit={onSubmit} onStart={prepareSignIn}>
        <TextStateField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          required
        />
        <CurrentPasswordField value={password} onValueChange={setPassword} required />
        <AuthLink to="/auth/reset-password" alignSelf="flex-end">
          Forgot password?
        </AuthLink>
        <Button
          type="submit"
          colorPalette="brand"
          loading={submitting}
          loadingText="Signing in…"
          disabled={!email || !password}
        >
          Sign in
        </Button>
      </CredentialForm>
    </AuthCard>
  );
}

export default LoginPage;
