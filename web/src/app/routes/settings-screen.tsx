import { Box } from "@chakra-ui/react";
import { useAuth } from "@/lib/auth/use-auth";
import SettingsPage from "@/features/settings/components/settings-page";
import { SeatsSettingsCard } from "@/features/seats/components/seats-settings-card";

/**
 * /setting: the school's settings, then the seats policy's card. The card keeps its own document
 * and form (features do not import each other, so the two meet here).
 */
export default function SettingsScreen() {
  const { auth } = useAuth();
  return (
    <>
      <SettingsPage />
      <Box mt="6">
        <SeatsSettingsCard canEdit={auth.user?.role === "admin"} />
      </Box>
    </>
  );
}
