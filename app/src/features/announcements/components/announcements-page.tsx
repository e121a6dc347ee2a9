import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import { MarkdownView } from "@console-markdown";
import type { MyAnnouncement } from "@shared/me-feed.schema";
import { meRoutes } from "@shared/me.routes";
import { Pin } from "lucide-react";
import { DataStates, MorePages } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSchoolDay } from "@/lib/school-zone";
import { useMorePages } from "@/lib/use-more-pages";
import { FEED_PAGE, useFeed } from "../api/get-feed";

function AnnouncementArticle({ item }: { item: MyAnnouncement }) {
  const schoolDay = useSchoolDay();
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" align="start" gap="2">
        <Text as="h2" fontWeight="semibold" fontSize="md">
          {item.title}
        </Text>
        {item.pinned && (
          <Badge colorPalette="brand" flexShrink={0}>
            <Pin size={12} aria-hidden /> Pinned
          </Badge>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {schoolDay(item.publishAt)}
      </Text>
      <MarkdownView source={item.body} />
    </Box>
  );
}

/** The announcements feed, pinned first, in cursor pages, each through the console's Markdown sanitiser. */
export function AnnouncementsPage() {
  const feed = useFeed();
  const more = useMorePages(meRoutes.announcements, feed.data, FEED_PAGE);
  return (
    <>
      <ScreenTitle>Announcements</ScreenTitle>
      <DataStates
        state={feed}
        what="Announcements"
        isEmpty={(p) => p.data.length === 0}
        empty="No announcements yet."
      >
        {() => (
          <Stack gap="3">
            {more.items.map((item) => (
              <AnnouncementArticle key={item._id} item={item} />
            ))}
            <MorePages
              what="More announcements"
              error={more.error}
              hasMore={more.hasMore}
              loading={more.loading}
              onMore={more.loadMore}
            />
          </Stack>
        )}
      </DataStates>
    </>
  );
}
