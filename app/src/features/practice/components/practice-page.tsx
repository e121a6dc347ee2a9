import { Badge, Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { MyPracticeWeek } from "@shared/me-practice.schema";
import { Lock } from "lucide-react";
import { VideoSummary } from "@/components/content/video-summary";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { formatCivilDate } from "@/lib/dates";
import { usePractice } from "../api/list-videos";

const WATCH_LABEL = { none: null, started: "Started", watched: "Watched" } as const;

function Week({ week }: { week: MyPracticeWeek }) {
  if (!week.released) {
    return (
      <HStack color="fg.muted" fontSize="sm" gap="2" px="1">
        <Lock size={14} aria-hidden />
        <Text>{`Week ${week.week} opens ${formatCivilDate(week.startsOn)}`}</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
      >{`Week ${week.week} · ${formatCivilDate(week.startsOn)}`}</Text>
      {week.videos.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No videos this week.
        </Text>
      )}
      {week.videos.map((v) => (
        <Box key={v._id} position="relative">
          <VideoSummary video={v} />
          {WATCH_LABEL[v.watch] && (
            <Badge
              position="absolute"
              top="2"
              right="2"
              colorPalette={v.watch === "watched" ? "green" : "gray"}
            >
              {WATCH_LABEL[v.watch]}
            </Badge>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The student's programs by week: released weeks with their videos, the others with when they open. */
export function PracticePage() {
  const practice = usePractice();
  return (
    <>
      <ScreenTitle>Practice</ScreenTitle>
      <DataStates
        state={practice}
        what="Practice videos"
        isEmpty={(programs) => programs.length === 0}
        empty="You are in no program with practice videos yet."
      >
        {(programs) => (
          <Stack gap="6">
            {programs.map((program) => (
              <Stack key={program.programId} gap="3" as="section" aria-label={program.programName}>
                <Heading as="h2" size="md">
                  {program.programName}
                </Heading>
                {/* Released weeks newest first, then the weeks still to open, soonest first. */}
                {[
                  ...program.weeks.filter((w) => w.released).reverse(),
                  ...program.weeks.filter((w) => !w.released),
                ].map((week) => (
                  <Week key={week.week} week={week} />
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </DataStates>
    </>
  );
}
