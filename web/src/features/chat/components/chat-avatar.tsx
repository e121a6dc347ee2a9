import { Box } from "@chakra-ui/react";
import type { Chat } from "@shared/chat.schema";
import { Users } from "lucide-react";
import type { ChatPerson } from "../api/chat-refs";
import { PresenceAvatar } from "./presence-avatar";

/** A group's icon, or the other person's avatar with their presence dot. */
export function ChatAvatar({
  chat,
  title,
  person,
}: {
  chat: Chat;
  title: string;
  person: ChatPerson | null;
}) {
  if (chat.type !== "group") return <PresenceAvatar name={title} person={person} />;
  return (
    <Box
      w="10"
      h="10"
      borderRadius="full"
      bg="brand.muted"
      color="brand.fg"
      display="grid"
      placeItems="center"
      flexShrink={0}
      aria-hidden
    >
      <Users size={18} />
    </Box>
  );
}
