import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { MarkdownView } from "@console-markdown";
import { Pin } from "lucide-react";
import { useState } from "react";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { formatDay } from "@/lib/dates";
import { useFeed } from "../api/get-feed";

const PAGE = 10;
const MOST = 50;

/** The announcements feed, pinned first, each with its Markdown through the console's sanitiser. */
export function AnnouncementsPage() {
  const [limit, setLimit] = useState(PAGE);
  const feed = useFeed(limit);
  return (
    <>
      <ScreenTitle>Announcements</ScreenTitle>
      <DataStates
        state={feed}
        what="Announcements"
        isEmpty={(l) => l.length === 0}
        empty="No announcements yet."
      >
        {(list) => (
          <Stack gap="3">
            {list.map((item) => (
              <Box as="article" key={item._id} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
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
                {item.publishAt && (
                  <Text fontSize="xs" color="fg.muted" mb="2">
                    {formatDay(item.publishAt)}
                  </Text>
                )}
                <MarkdownView source={item.body} />
              </Box>
            ))}
            {list.length >= limit && limit < MOST && (
              <Button
                variant="outline"
                onClick={() => setLimit((n) => Math.min(MOST, n + PAGE))}
                loading={feed.loading}
              >
                Load more
              </Button>
            )}
          </Stack>
        )}
      </DataStates>
    </>
  );
}
