import { Avatar, Box } from "@chakra-ui/react";
import type { ChatPerson } from "../api/chat-refs";

/** An avatar with a presence dot from `users/{uid}` (green online, grey offline). */
export function PresenceAvatar({
  name,
  person,
  size = "md",
  showPresence = true,
}: {
  name: string;
  person?: ChatPerson | null;
  size?: "sm" | "md";
  showPresence?: boolean;
}) {
  const online = person?.online === true;
  return (
    <Box position="relative" flexShrink={0}>
      <Avatar.Root size={size} colorPalette="brand">
        {person?.photoURL && <Avatar.Image src={person.photoURL} alt="" />}
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      {showPresence && (
        <Box
          data-testid="presence-dot"
          data-online={online}
          position="absolute"
          bottom="0"
          right="0"
          w="3"
          h="3"
          borderRadius="full"
          borderWidth="2px"
          borderColor="bg"
          bg={online ? "green.500" : "gray.400"}
          title={online ? "Online" : "Offline"}
        >
          <Box as="span" srOnly>
            {online ? "Online" : "Offline"}
          </Box>
        </Box>
      )}
    </Box>
  );
}
