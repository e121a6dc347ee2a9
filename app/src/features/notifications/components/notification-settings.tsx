import { Button, HStack, NativeSelect, Stack, Text, chakra } from "@chakra-ui/react";
import type { NotificationChannelName, NotificationPreference } from "@shared/notification.schema";
import { useEffect, useState } from "react";
import { Section } from "@/components/content/section";
import { SaveFailed } from "@/components/ui/data-states";
import { useSave } from "@/lib/use-save";
import { notificationsApi } from "../api/notifications-api";
import { disablePush, enablePush, pushEnabled, pushSupported } from "../push-subscription";

const box = { bg: "bg", borderWidth: "1px", borderRadius: "lg", p: "4", gap: "4" } as const;
const CHANNEL_LABELS: Record<NotificationChannelName, string> = {
  push: "On this phone",
  mail: "By email",
  both: "Both",
};

/**
 * At the top of the Notifications screen: turn them on for this phone (a tap asks the browser,
 * never the screen's load), or off.
 */
export function PushSwitch() {
  const [on, setOn] = useState<boolean | null>(null);
  const saving = useSave((err) => (err as Error).message);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    void pushEnabled().then(setOn);
  }, []);

  const toggle = () =>
    saving.run("push", async () => {
      setNote(null);
      if (on) {
        await disablePush();
        setOn(false);
      } else {
        const result = await enablePush();
        setOn(result === "on");
        if (result === "denied")
          setNote("Notifications are blocked for this app in your browser's settings.");
        if (result === "unsupported")
          setNote(
            "This browser cannot show notifications. On an iPhone, add the app to your Home Screen first.",
          );
      }
    });

  return (
    <Stack {...box}>
      <Text color="fg.muted">
        {on
          ? "This phone shows notifications from your school."
          : "Get news, messages and changes on this phone."}
      </Text>
      {note && <Text role="alert">{note}</Text>}
      <SaveFailed failure={saving.failure} />
      <Button
        variant="outline"
        colorPalette="brand"
        onClick={toggle}
        loading={saving.busy === "push"}
        disabled={!pushSupported() && !on}
      >
        {on ? "Turn off notifications on this phone" : "Turn on notifications"}
      </Button>
    </Stack>
  );
}

/** Under the inbox: for each kind of notification, how it reaches the person. */
export function ChannelPreferences() {
  const saving = useSave((err) => (err as Error).message);
  const [prefs, setPrefs] = useState<NotificationPreference[]>([]);

  useEffect(() => {
    notificationsApi.preferences().then(setPrefs, () => setPrefs([]));
  }, []);

  const choose = (type: NotificationPreference["type"], channel: NotificationChannelName) =>
    saving.run(type, async () => setPrefs(await notificationsApi.setPreference(type, channel)));

  if (prefs.length === 0) return null;
  return (
    <Section title="Settings">
      <Stack {...box}>
        <SaveFailed failure={saving.failure} />
        {prefs.map((p) => (
          <HStack key={p.type} justify="space-between" gap="3">
            <chakra.label htmlFor={`pref-${p.type}`} flex="1">
              {p.label}
            </chakra.label>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                id={`pref-${p.type}`}
                value={p.channel}
                onChange={(e) => void choose(p.type, e.target.value as NotificationChannelName)}
              >
                {(Object.keys(CHANNEL_LABELS) as NotificationChannelName[]).map((c) => (
                  <option key={c} value={c}>
                    {CHANNEL_LABELS[c]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ))}
      </Stack>
    </Section>
  );
}
