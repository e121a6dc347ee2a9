import { signInWithEmailAndPassword, signOut } from "firebase/auth";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { auth as firebaseAuth } from "@/lib/firebase";
import { useAuth } from "@/lib/auth/use-auth";
import { createSession } from "@/lib/auth/create-session";
import { signInErrorMessage } from "../sign-in-errors";
import { AuthCard } from "./auth-card";
import { AuthNotice } from "./auth-notice";
import { NewPasswordPage } from "./new-password-page";

/** /auth/reset-password/:token — staff and admins set a new password, then are signed in. */
export function StaffResetPage() {
  const { token = "" } = useParams();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [signInError, setSignInError] = useState<string | null>(null);

  const signInWithNewPassword = async (email: string, password: string) => {
    try {
      const credential = await signInWithEmailAndPassword(firebaseAuth, email, password);
      try {
        const session = await createSession(await credential.user.getIdToken());
        login(session.token, session.user);
        navigate("/dashboard", { replace: true });
      } catch (err) {
        await signOut(firebaseAuth);
        throw err;
      }
    } catch (err) {
      setSignInError(signInErrorMessage(err));
    }
  };

  if (signInError) {
    return (
      <AuthCard title="Your password is changed">
        <AuthNotice status="warning">
          Your new password is set, but signing in did not work: {signInError}
        </AuthNotice>
        <Button asChild colorPalette="brand">
          <RouterLink to="/login">Go to sign in</RouterLink>
        </Button>
      </AuthCard>
    );
  }
  return (
    <NewPasswordPage
      code={token}
      onDone={signInWithNewPassword}
      intro="Choose the password you will use to sign in to Studio Admin."
    />
  );
}

export default StaffResetPage;
