import { Box, Button, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import type { InboxNotification } from "@shared/notification.schema";
import { Bell } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { UnreadBadge } from "@/components/ui/unread-badge";
import { notificationsApi } from "../api/notifications-api";
import { enablePush, pushEnabled, pushSupported } from "../push-subscription";

/** How often the bell asks for new notifications while the console is open. */
const REFRESH_MS = 2 * 60 * 1000;

/**
 * The header's bell: the last 30 days of this staff member's notifications, unread counted, so
 * nothing depends on a push having been seen; and the button that turns pushes on for this
 * computer (the browser asks only then). Loaded lazily by the shell.
 */
export default function NotificationBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<InboxNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);
  const [push, setPush] = useState<boolean | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await notificationsApi.inbox();
      setItems(page.data);
      setUnread(page.unread);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
    void pushEnabled().then(setPush);
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const go = async (item: InboxNotification) => {
    setOpen(false);
    if (!item.read) {
      await notificationsApi.markRead(item.id).catch(() => undefined);
      void load();
    }
    navigate(item.url);
  };
  const turnOn = async () => {
    const result = await enablePush().catch((err: Error) => err.message);
    setPush(result === "on");
    if (result === "denied") setNote("Notifications are blocked for this site in the browser's settings.");
    else if (result === "unsupported") setNote("This browser cannot show notifications.");
    else if (result !== "on") setNote(result);
  };
  const readAll = async () => {
    await notificationsApi.markAllRead();
    void load();
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} title={label} variant="ghost" position="relative">
          <Bell />
          <UnreadBadge count={unread} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: "calc(100vw - 24px)", sm: "360px" }}>
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" py="3">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              {unread > 0 && (
                <Button size="xs" variant="ghost" onClick={() => void readAll()}>
                  Mark all read
                </Button>
              )}
            </Popover.Header>
            <Popover.Body p="2" maxH="420px" overflowY="auto">
              <Stack gap="1">
                {push === false && pushSupported() && (
                  <Button size="sm" variant="outline" onClick={() => void turnOn()}>
                    Turn on notifications on this computer
                  </Button>
                )}
                {note && (
                  <Text role="alert" fontSize="sm">
                    {note}
                  </Text>
                )}
                {failed && <Text color="fg.error">Notifications could not be loaded.</Text>}
                {!failed && items.length === 0 && (
                  <Text color="fg.muted" fontSize="sm" p="4" textAlign="center">
                    Nothing in the last 30 days.
                  </Text>
                )}
                {items.map((item) => (
                  <Box
                    key={item.id}
                    as="button"
                    textAlign="start"
                    p="2"
                    borderRadius="md"
                    _hover={{ bg: "bg.muted" }}
                    onClick={() => void go(item)}
                  >
                    <Text fontSize="sm" fontWeight={item.read ? "normal" : "semibold"}>
                      {item.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                      {item.body}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
