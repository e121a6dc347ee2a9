import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { Link as RouterLink } from "react-router-dom";
import { QueryStates } from "@/components/ui/load-states";
import { SectionCard } from "@/components/ui/section-card";
import { useVideos } from "../api/list-videos";

type Props = { video: Video; week: number; weekCount: number };

/** The other videos of the week being edited, and links to the weeks either side. */
export function WeekNeighboursCard({ video, week, weekCount }: Props) {
  const neighbours = useVideos(
    { programId: video.programId, week: String(week), source: "", status: "all", q: "" },
    50,
  );
  const others = (neighbours.data?.pages.flatMap((p) => p.data) ?? []).filter((v) => v._id !== video._id);
  const weekLink = (w: number) => `/media/master-list?programId=${video.programId}&week=${w}`;
  return (
    <SectionCard title={`Also in week ${week}`}>
      <QueryStates query={neighbours} noun="other videos of this week" skeleton={{ rows: 2, height: "6" }}>
        {() =>
          others.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No other videos this week.
            </Text>
          ) : (
            <Stack gap="1" data-testid="week-neighbours">
              {others.map((v) => (
                <Link key={v._id} asChild color="brand.fg">
                  <RouterLink to={`/media/edit/${v._id}/${week}`}>{v.title}</RouterLink>
                </Link>
              ))}
            </Stack>
          )
        }
      </QueryStates>
      <HStack justify="space-between" mt="3">
        {week > 1 ? (
          <Link asChild fontSize="sm">
            <RouterLink to={weekLink(week - 1)}>← Week {week - 1}</RouterLink>
          </Link>
        ) : (
          <span />
        )}
        {week < weekCount && (
          <Link asChild fontSize="sm">
            <RouterLink to={weekLink(week + 1)}>Week {week + 1} →</RouterLink>
          </Link>
        )}
      </HStack>
    </SectionCard>
  );
}
