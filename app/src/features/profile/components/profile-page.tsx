import { Button, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { Section } from "@/components/content/section";
import { DataStates, SaveFailed } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { meAccountRoutes } from "@shared/me.routes";
import { apiCall } from "@/lib/api-call";
import { signOut } from "@/lib/auth-client";
import { clearCache } from "@/lib/offline-cache";
import { selectChild } from "@/lib/selected-child";
import { useMe } from "@/lib/use-me";
import { useSave } from "@/lib/use-save";
import { AccountDetails } from "./account-details";
import { PasswordForm } from "./password-form";

/** Who is signed in, the password, and signing out (here, or on every device). */
export function ProfilePage() {
  const profile = useMe();
  const navigate = useNavigate();
  const signingOut = useSave("You could not be signed out everywhere. Try again.");

  const leave = async () => {
    clearCache();
    selectChild(null);
    await signOut();
    navigate("/sign-in", { replace: true });
  };
  const everywhere = () =>
    void signingOut.run("everywhere", async () => {
      await apiCall(meAccountRoutes.signOutEverywhere);
      await leave();
    });

  return (
    <Stack gap="6">
      <ScreenTitle>Profile</ScreenTitle>
      <DataStates state={profile} what="Your profile">
        {/* Keyed by account only: a saved name reloads `me`, and rebuilding the form would drop its "Saved." */}
        {(me) => <AccountDetails key={me.uid} me={me} onSaved={profile.retry} />}
      </DataStates>
      <Button variant="outline" onClick={() => navigate("/notifications")}>
        Notifications
      </Button>
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Stack gap="3">
        <Button variant="outline" onClick={leave}>
          Sign out
        </Button>
        <Button variant="outline" colorPalette="red" onClick={everywhere} loading={signingOut.busy !== null}>
          Sign out everywhere
        </Button>
        <SaveFailed failure={signingOut.failure} />
      </Stack>
      <Text
        fontSize="xs"
        color="fg.muted"
        textAlign="center"
      >{`App version ${import.meta.env.VITE_APP_BUILD ?? "dev"}`}</Text>
    </Stack>
  );
}
