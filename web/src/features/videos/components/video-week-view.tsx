import { Box, HStack, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { Link as RouterLink } from "react-router-dom";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import type { VideoSelection } from "../hooks/use-video-selection";
import { ReleaseBadge } from "./release-badge";
import { SelectBox } from "./video-list";

type Props = {
  weeks: ReadonlyArray<readonly [number, string]>;
  items: Video[];
  pages: Parameters<typeof LoadMoreButton>[0]["pages"];
  selection: VideoSelection;
  onPreview: (video: Video) => void;
};

/** One program's term, each week with its videos. */
export function VideoWeekView({ weeks, items, pages, selection, onPreview }: Props) {
  return (
    <Stack gap="3" data-testid="week-view">
      {weeks.map(([week, label]) => {
        const ofWeek = items.filter((v) => v.week === week);
        return (
          <Box key={week} borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h2" size="sm" mb="2">
              {label}
            </Heading>
            {ofWeek.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No videos for this week.
              </Text>
            ) : (
              <Stack gap="1">
                {ofWeek.map((v) => (
                  <HStack key={v._id} gap="2" wrap="wrap">
                    <SelectBox
                      label={`Select ${v.title}`}
                      checked={selection.selected.includes(v._id)}
                      onChange={(on) => selection.toggle(v._id, on)}
                    />
                    <Link as="button" color="brand.fg" onClick={() => onPreview(v)}>
                      {v.title}
                    </Link>
                    <ReleaseBadge video={v} />
                    <Link asChild fontSize="sm" color="fg.muted">
                      <RouterLink to={`/media/edit/${v._id}/${v.week}`}>Edit</RouterLink>
                    </Link>
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
      <LoadMoreButton pages={pages} alignSelf="center" />
    </Stack>
  );
}
