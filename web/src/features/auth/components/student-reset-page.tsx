import { Alert } from "@chakra-ui/react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { AuthCard } from "./auth-card";
import { NewPasswordPage } from "./new-password-page";

/** /student/reset/:token — a student sets a new password, then goes back to the student app. */
export function StudentResetPage() {
  const { token = "" } = useParams();
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <AuthCard title="Your password is set">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>All done. Open the student app on your phone and sign in with your new password.</Alert.Description>
        </Alert.Root>
      </AuthCard>
    );
  }
  return <NewPasswordPage code={token} onDone={async () => setDone(true)} intro="Choose the password you will use in the student app." />;
}

export default StudentResetPage;
