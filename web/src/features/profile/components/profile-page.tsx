import { Box, Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { MonitorX } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";
import { useAuth } from "@/lib/auth/use-auth";
import { useMyProfile } from "../api/get-profile";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileDetailsForm } from "./profile-details-form";

function SessionsCard() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const everywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (err) {
      setBusy(false);
      // A 401 already logs out (api-client); anything else leaves the user signed in to retry.
      if (err instanceof ApiError && err.status === 401) return;
      toastErrorWithRetry(
        `Could not sign out everywhere. ${(err as Error).message}`,
        () => void everywhere(),
        "sign-out-everywhere",
      );
      return;
    }
    await logout();
    navigate("/login", { replace: true });
  };
  return (
    <SectionCard title="Sessions">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Lost a device, or signed in somewhere you should not have? End every session of your account, this
          one included. Other devices are signed out within a minute.
        </Text>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          loading={busy}
          onClick={() => void everywhere()}
        >
          <MonitorX aria-hidden /> Sign out everywhere
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** /profile (header → Profile): one's own name, phone and password, and their sessions. */
export function ProfilePage() {
  const profile = useMyProfile();
  return (
    <Box>
      <PageHeader title="Profile" description="Your name, photo, phone and password." />
      <QueryStates query={profile} noun="profile" skeleton={{ rows: 3, height: "40" }}>
        {(me) => (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <ProfileDetailsForm profile={me} />
            <Stack gap="6">
              <ChangePasswordForm email={me.email} />
              <SessionsCard />
            </Stack>
          </SimpleGrid>
        )}
      </QueryStates>
    </Box>
  );
}

export default ProfilePage;
