import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { AuthCard } from "./auth-card";
import { AuthNotice } from "./auth-notice";
import { NewPasswordPage } from "./new-password-page";

/** /student/reset/:token — a student sets a new password, then goes back to the student app. */
export function StudentResetPage() {
  const { token = "" } = useParams();
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <AuthCard title="Your password is set">
        <AuthNotice status="success">
          All done. Open the student app on your phone and sign in with your new password.
        </AuthNotice>
        {/* The student app is another build under /app/: a full page load, not a router link. */}
        <Button asChild colorPalette="brand" mt="4" w="full">
          <a href="/app/sign-in">Sign in to the app</a>
        </Button>
      </AuthCard>
    );
  }
  return (
    <NewPasswordPage
      code={token}
      onDone={async () => setDone(true)}
      intro="Choose the password you will use in the student app."
    />
  );
}

export default StudentResetPage;
