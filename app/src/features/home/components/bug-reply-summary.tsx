import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { MyBugReply } from "@shared/me-week.schema";
import { MessageSquareReply } from "lucide-react";
import { Link } from "react-router";
import { useSchoolDay } from "@/lib/school-zone";

/** A staff reply to one of the reader's bug reports, in "What's new", opening their reports. */
export function BugReplySummary({ reply }: { reply: MyBugReply }) {
  const schoolDay = useSchoolDay();
  const replies = reply.count > 1 ? `${reply.count} replies from the school` : "The school replied";
  return (
    <Link to="/report">
      <HStack bg="bg" borderWidth="1px" borderRadius="lg" p="3" gap="3" _hover={{ bg: "bg.muted" }}>
        {/* Kept at its size: in a row whose text wraps, an icon would otherwise be squeezed. */}
        <Box color="brand.fg" flexShrink={0}>
          <MessageSquareReply size={32} aria-hidden />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>{`Your report “${reply.title}”`}</Text>
          <Text fontSize="sm" color="fg.muted">{`${replies} · ${schoolDay(reply.lastReplyAt)}`}</Text>
        </Stack>
      </HStack>
    </Link>
  );
}
