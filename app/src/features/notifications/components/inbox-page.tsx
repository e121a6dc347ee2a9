import { Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { InboxNotification } from "@shared/notification.schema";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { DataStates, MorePages, SaveFailed } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSchoolDay } from "@/lib/school-zone";
import { useSave } from "@/lib/use-save";
import { notificationsApi } from "../api/notifications-api";
import { ChannelPreferences, PushSwitch } from "./notification-settings";

/**
 * The app's inbox: the last 30 days of notifications, unread marked, so nothing depends on a push.
 * Turning them on for this phone comes first; how each kind arrives, after the list.
 */
export function InboxPage() {
  const schoolDay = useSchoolDay();
  const navigate = useNavigate();
  const [items, setItems] = useState<InboxNotification[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);

  const load = useCallback(async (after?: string) => {
    setError(null);
    try {
      const page = await notificationsApi.inbox(after);
      setItems((old) => [...(after ? (old ?? []) : []), ...page.data]);
      setCursor(page.nextCursor);
    } catch (err) {
      setError(err as Error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const open = async (item: InboxNotification) => {
    if (!item.read) await notificationsApi.markRead(item.id).catch(() => undefined);
    // Screens are paths under /app/; the router's are relative to it.
    navigate(item.url.replace(/^\/app/, "") || "/");
  };
  const marking = useSave("They could not be marked read. Try again.");
  const readAll = () =>
    marking.run("all", async () => {
      await notificationsApi.markAllRead();
      setItems((old) => (old ?? []).map((i) => ({ ...i, read: true })));
    });

  return (
    <>
      <ScreenTitle>Notifications</ScreenTitle>
      <Stack gap="6">
        <PushSwitch />
        <DataStates
          // The first page's failure replaces the list; a later page's shows under it.
          state={{
            data: items ?? undefined,
            error: items ? null : error,
            loading: false,
            staleSince: null,
            retry: () => void load(),
          }}
          what="Notifications"
          isEmpty={(list) => list.length === 0}
          empty="Nothing in the last 30 days."
        >
          {(list) => (
            <Stack gap="2">
              {list.some((i) => !i.read) && (
                <Button
                  variant="ghost"
                  size="sm"
                  alignSelf="flex-end"
                  loading={marking.busy !== null}
                  onClick={() => void readAll()}
                >
                  Mark all read
                </Button>
              )}
              <SaveFailed failure={marking.failure} fontSize="sm" textAlign="end" />
              {list.map((item) => (
                <Box
                  key={item.id}
                  as="button"
                  textAlign="start"
                  bg="bg"
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                  onClick={() => void open(item)}
                >
                  <HStack justify="space-between" align="start">
                    {/* The whole card is the button's name, so what a voice user reads aloud matches it. */}
                    <Text fontWeight={item.read ? "normal" : "semibold"}>
                      {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                      {item.title}
                    </Text>
                    {!item.read && (
                      <Box w="2" h="2" borderRadius="full" bg="brand.solid" mt="2" flexShrink={0} />
                    )}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {item.body}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {schoolDay(item.createdAt)}
                  </Text>
                </Box>
              ))}
              <MorePages
                what="More notifications"
                error={error}
                hasMore={cursor !== null}
                loading={false}
                onMore={() => void load(cursor ?? undefined)}
              />
            </Stack>
          )}
        </DataStates>
        <ChannelPreferences />
      </Stack>
    </>
  );
}
