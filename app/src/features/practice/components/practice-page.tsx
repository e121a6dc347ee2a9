import { Button, Heading, Stack } from "@chakra-ui/react";
import type { MyVideo } from "@shared/video.schema";
import { useState } from "react";
import { VideoSummary } from "@/components/content/video-summary";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useVideos } from "../api/list-videos";

const PAGE = 20;
const MOST = 50;

/** The program and week a video belongs to, as a heading. */
const weekOf = (v: MyVideo) => `${v.programName ?? "Practice"} · Week ${v.week}`;

function byWeek(videos: MyVideo[]): [string, MyVideo[]][] {
  const groups = new Map<string, MyVideo[]>();
  for (const v of videos) groups.set(weekOf(v), [...(groups.get(weekOf(v)) ?? []), v]);
  return [...groups];
}

/** The released practice videos, by program and week. Nothing unreleased ever reaches the device. */
export function PracticePage() {
  const [limit, setLimit] = useState(PAGE);
  const videos = useVideos(limit);
  return (
    <>
      <ScreenTitle>Practice</ScreenTitle>
      <DataStates
        state={videos}
        what="Practice videos"
        isEmpty={(page) => page.data.length === 0}
        empty="No videos released yet. New ones appear here each week."
      >
        {(page) => (
          <Stack gap="5">
            {byWeek(page.data).map(([week, list]) => (
              <Stack key={week} gap="2" as="section" aria-label={week}>
                <Heading as="h2" size="sm" color="fg.muted">
                  {week}
                </Heading>
                {list.map((v) => (
                  <VideoSummary key={v._id} video={v} />
                ))}
              </Stack>
            ))}
            {page.nextCursor && limit < MOST && (
              <Button variant="outline" onClick={() => setLimit((n) => Math.min(MOST, n + PAGE))}>
                Load more
              </Button>
            )}
          </Stack>
        )}
      </DataStates>
    </>
  );
}
