import { Box, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SaveFailed } from "@/components/ui/data-states";
import { useSave } from "@/lib/use-save";
import { saveMessagePreferences, useMessagePreferences } from "../api/message-preferences";

/**
 * A guardian's choice for the chosen child: whether staff may open direct conversations with them.
 * Conversations already open stay (nothing is deleted); the support inbox always stays open.
 */
export function StaffMessagesToggle({ childName }: { childName: string }) {
  const prefs = useMessagePreferences(true);
  const [saved, setSaved] = useState<boolean | null>(null);
  const saving = useSave("The choice could not be saved. Try again.");
  const off = saved ?? prefs.data?.staffMessagesOff ?? false;

  const change = (allowed: boolean) =>
    saving.run("change", async () => setSaved((await saveMessagePreferences(!allowed)).staffMessagesOff));

  if (prefs.data === undefined) return null;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg">
      <Switch.Root
        checked={!off}
        disabled={saving.busy !== null}
        onCheckedChange={(e) => void change(e.checked)}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Staff may message {childName} directly</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" mt="1">
        You read along in every conversation with {childName}. Turned off, staff cannot start new ones; the
        support inbox stays open.
      </Text>
      <SaveFailed failure={saving.failure} fontSize="sm" mt="1" />
    </Box>
  );
}
