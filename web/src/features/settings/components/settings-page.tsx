import { Button, Text } from "@chakra-ui/react";
import { ScrollText } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { formatDateTime } from "@/lib/school-format";
import { useSettings } from "../api/get-settings";
import { SettingsForm } from "./settings-form";

/** /setting: the school's settings. Admins edit; staff read. */
export default function SettingsPage() {
  const settings = useSettings();
  useErrorToast(settings.error, "Error fetching settings:", "The settings could not be loaded.", () => {
    void settings.refetch();
  });
  const view = settings.data;
  return (
    <>
      <PageHeader
        title="Settings"
        description="The school's details, teaching defaults, absence alerts and sign-in security."
        actions={
          view?.canEdit && (
            <Button asChild variant="outline">
              <RouterLink to="/setting/audit">
                <ScrollText aria-hidden /> Audit trail
              </RouterLink>
            </Button>
          )
        }
      />
      <QueryStates query={settings} noun="settings" skeleton={{ rows: 8, height: "12" }}>
        {(loaded) => (
          <>
            <SettingsForm view={loaded} />
            {loaded.updatedAt && (
              <Text mt="3" color="fg.muted" fontSize="sm" data-testid="last-saved">
                Last saved {formatDateTime(loaded.updatedAt, loaded.settings.school)}.
              </Text>
            )}
          </>
        )}
      </QueryStates>
    </>
  );
}
