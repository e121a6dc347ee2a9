import { Badge, Box, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import type { ChatPerson } from "../api/chat-refs";
import { useSchoolFormat } from "@/lib/use-school-format";
import { chatTitle, isClosedSupport } from "../chat-format";
import { ChatAvatar } from "./chat-avatar";
import { withOtherMember } from "./with-person";

interface Props {
  chat: Chat;
  me: string;
  selected: boolean;
  search: string;
  onSelect: (chat: Chat) => void;
  /** A small label under the title, e.g. who a support chat is assigned to. */
  tag?: string;
}

/** One row of the chat list: avatar with presence, title, last message, its time and unread. */
export const ChatListItem = withOtherMember(ChatListRow);

function ChatListRow({
  chat,
  me,
  selected,
  search,
  onSelect,
  tag,
  person,
}: Props & { person: ChatPerson | null }) {
  const title = chatTitle(chat, person?.displayName);
  const school = useSchoolFormat();
  const unread = chat.unread[me] ?? 0;
  const last = chat.recentMessage;
  const preview = last
    ? `${last.sentBy.uid === me ? "You: " : chat.type === "group" ? `${last.sentBy.displayName.split(" ")[0]}: ` : ""}${last.text}`
    : "No messages yet";
  // The title of an individual chat comes from the person's live document, so the search is
  // applied here, where the title is known.
  const q = search.trim().toLowerCase();
  if (q && !title.toLowerCase().includes(q) && !(last?.text ?? "").toLowerCase().includes(q)) return null;

  return (
    <Box as="li" listStyleType="none">
      <Flex
        as="button"
        w="full"
        textAlign="start"
        gap="3"
        px="3"
        py="2.5"
        align="center"
        borderRadius="md"
        bg={selected ? "brand.subtle" : undefined}
        _hover={{ bg: selected ? "brand.subtle" : "bg.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
        onClick={() => onSelect(chat)}
        aria-current={selected ? "true" : undefined}
        data-testid="chat-list-item"
        data-chat-id={chat.id}
      >
        <ChatAvatar chat={chat} title={title} person={person} />
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="2">
            <Text fontWeight={unread > 0 ? "bold" : "semibold"} truncate>
              {title}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {school.listTime(last?.sentAt)}
            </Text>
          </Flex>
          <Flex justify="space-between" gap="2" align="center">
            <Text fontSize="sm" color={unread > 0 ? "fg" : "fg.muted"} truncate>
              {preview}
            </Text>
            {unread > 0 && (
              <Badge colorPalette="brand" variant="solid" borderRadius="full" data-testid="unread-badge">
                {unread}
                {/* Words for screen readers; aria-label is not allowed on a plain span (axe). */}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </Flex>
          {(tag || isClosedSupport(chat)) && (
            <Text fontSize="xs" color="brand.fg" mt="0.5">
              {[isClosedSupport(chat) ? "Closed" : null, tag].filter(Boolean).join(" · ")}
            </Text>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
