import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { LifeBuoy } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { DataStates, SaveFailed } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSession } from "@/lib/session";
import { useMe } from "@/lib/use-me";
import { useSave } from "@/lib/use-save";
import { isAboutChild, myChatsQuery } from "../api/chat-refs";
import { openSupportChat } from "../api/send-message";
import { chatTitle, useMemberNames } from "../api/use-member-names";
import { liveLoad, useLiveQuery } from "../api/use-live";
import { StaffMessagesToggle } from "./staff-messages-toggle";

/**
 * The student's chats, live: the ones staff started and the support chat, newest first, with
 * unread counts. A student starts only the support chat ("Message the school").
 */
export function MessagesPage() {
  const { user, child } = useSession();
  const uid = user?.uid ?? "";
  const me = useMe();
  const childName =
    me.data?.kind === "guardian" && child
      ? (me.data.children.find((c) => c.studentId === child)?.firstName ?? null)
      : null;
  const navigate = useNavigate();
  const chats = useLiveQuery(uid ? myChatsQuery(uid) : null, `chats:${uid}`);
  // A guardian sees the chosen child's conversations only, as on every other screen.
  const guardianOf = me.data?.kind === "guardian" ? child : null;
  const list =
    me.data === undefined ? undefined : chats.data?.filter(({ value }) => isAboutChild(value, guardianOf));
  const names = useMemberNames(list?.map(({ value }) => value) ?? [], uid);
  const opening = useSave("The support chat could not be opened.");
  const openSupport = () =>
    void opening.run("support", async () => {
      const chat = await openSupportChat();
      navigate(`/messages/${encodeURIComponent(chat.id)}`);
    });

  return (
    <Stack gap="4">
      <ScreenTitle
        action={
          <Button size="sm" colorPalette="brand" onClick={openSupport} loading={opening.busy === "support"}>
            <LifeBuoy size={16} aria-hidden /> Message the school
          </Button>
        }
      >
        Messages
      </ScreenTitle>
      {childName && <StaffMessagesToggle key={child} childName={childName} />}
      <SaveFailed failure={opening.failure} />
      <DataStates
        state={liveLoad(list, chats.error)}
        what="Your messages"
        isEmpty={(chatList) => chatList.length === 0}
        empty="No messages yet. Questions? Message the school."
      >
        {(chatList) => (
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
            {chatList.map(({ value: chat }) => {
              const unread = chat.unread[uid] ?? 0;
              const name = chatTitle(chat, uid, names);
              return (
                <li key={chat.id}>
                  <Link to={`/messages/${encodeURIComponent(chat.id)}`}>
                    <HStack
                      bg="bg"
                      borderWidth="1px"
                      borderRadius="lg"
                      p="3"
                      gap="3"
                      _hover={{ bg: "bg.muted" }}
                    >
                      <Stack gap="0" flex="1" minW="0">
                        <Text fontWeight={unread > 0 ? "bold" : "medium"} truncate>
                          {name}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {chat.recentMessage?.text || "Attachment"}
                        </Text>
                      </Stack>
                      {unread > 0 && (
                        <Badge colorPalette="red" variant="solid" aria-label={`${unread} unread`}>
                          {unread}
                        </Badge>
                      )}
                    </HStack>
                  </Link>
                </li>
              );
            })}
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}
