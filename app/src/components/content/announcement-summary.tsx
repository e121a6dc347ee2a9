import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import type { MyAnnouncement } from "@shared/me-feed.schema";
import { Pin } from "lucide-react";
import { useSchoolDay } from "@/lib/school-zone";
import { plainExcerpt } from "@/lib/plain-excerpt";

/** An announcement in a list: title, date, pinned mark and a plain preview of the text. */
export function AnnouncementSummary({
  item,
}: {
  item: Pick<MyAnnouncement, "title" | "body" | "pinned" | "publishAt">;
}) {
  const schoolDay = useSchoolDay();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" align="start" gap="2">
        <Text fontWeight="semibold">{item.title}</Text>
        {item.pinned && (
          <Badge colorPalette="brand" flexShrink={0}>
            <Pin size={12} aria-hidden /> Pinned
          </Badge>
        )}
      </HStack>
      {item.publishAt && (
        <Text fontSize="xs" color="fg.muted">
          {schoolDay(item.publishAt)}
        </Text>
      )}
      <Text fontSize="sm" mt="1" color="fg.muted" overflowWrap="anywhere">
        {plainExcerpt(item.body)}
      </Text>
    </Box>
  );
}
