import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { MyVideo } from "@shared/video.schema";
import { PlayCircle } from "lucide-react";
import { Link } from "react-router";

const minutes = (seconds: number | null) => (seconds ? `${Math.max(1, Math.round(seconds / 60))} min` : null);

/** A released video in a list, opening its player. */
export function VideoSummary({
  video,
}: {
  video: Pick<MyVideo, "_id" | "title" | "programName" | "week" | "durationSeconds">;
}) {
  const length = minutes(video.durationSeconds);
  return (
    <Link to={`/practice/${encodeURIComponent(video._id)}`}>
      <HStack bg="bg" borderWidth="1px" borderRadius="lg" p="3" gap="3" _hover={{ bg: "bg.muted" }}>
        <Box color="brand.fg" flexShrink={0}>
          <PlayCircle size={32} aria-hidden />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {video.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {[video.programName, `Week ${video.week}`, length].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      </HStack>
    </Link>
  );
}
