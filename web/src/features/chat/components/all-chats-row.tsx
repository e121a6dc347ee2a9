import { Badge, Box, Button, Flex, Text } from "@chakra-ui/react";
import type { ChatOverview } from "@shared/chat.schema";
import { FileSearch } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import type { SchoolFormat } from "@/lib/school-format";

const TYPE_LABELS: Record<string, string> = {
  individual: "Individual",
  group: "Group",
  support: "Support",
};

/** The members by name; a member without a profile name shows as "(no name)". */
const memberNames = (chat: ChatOverview) => chat.members.map((m) => m.displayName || "(no name)").join(", ");

/** One conversation in the admins' list: who is in it, whether a minor is, and its last activity. */
export function AllChatsRow({ chat, format }: { chat: ChatOverview; format: SchoolFormat }) {
  const names = memberNames(chat);
  const title = chat.name || names || chat.id;
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      align={{ base: "start", md: "center" }}
      direction={{ base: "column", md: "row" }}
      data-testid="all-chats-row"
    >
      <Box flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" lineClamp={1}>
            {title}
          </Text>
          <Badge variant="subtle">{TYPE_LABELS[chat.type] ?? chat.type}</Badge>
          {chat.hasMinor && (
            <Badge colorPalette="orange" variant="subtle">
              Minor
            </Badge>
          )}
        </Flex>
        {chat.name && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {names}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Last activity {format.dateTime(chat.lastActivityAt)}
        </Text>
      </Box>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={`/support/review/${encodeURIComponent(chat.id)}`} aria-label={`Review ${title}`}>
          <FileSearch /> Review
        </RouterLink>
      </Button>
    </Flex>
  );
}
