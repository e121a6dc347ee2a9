import { Box, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { AnnouncementSummary } from "@/components/content/announcement-summary";
import { Section } from "@/components/content/section";
import { VideoSummary } from "@/components/content/video-summary";
import { DataStates, EmptyNote } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useMe } from "@/lib/use-me";
import { markSeen, useWeek } from "../api/get-week";
import { reportKey, useMySeats } from "../api/report-absence";
import { useSchoolClock } from "../use-school-clock";
import { weekDays, weekRangeLabel } from "../week-days";
import { BugReplySummary } from "./bug-reply-summary";
import { WeekSchedule } from "./week-schedule";

/** "My week": this week's sessions and practice in the school's zone, and what is new since the last visit. */
export function HomePage() {
  const me = useMe();
  const week = useWeek();
  const seats = useMySeats();
  const clock = useSchoolClock(week.data, week.staleSince);
  const name = me.data?.student?.firstName;
  const loaded = week.data !== undefined && week.staleSince === null;
  // What Home showed counts as seen once the person leaves it (not while they are reading it).
  useEffect(() => (loaded ? () => void markSeen() : undefined), [loaded]);

  return (
    <Stack gap="6">
      <div>
        <ScreenTitle>My week</ScreenTitle>
        <Text color="fg.muted" mt="-3" minH="6">
          {[name && `Hi ${name}!`, week.data && weekRangeLabel(week.data.weekStart, week.data.weekEnd)]
            .filter(Boolean)
            .join(" ")}
        </Text>
      </div>
      <DataStates state={week} what="Your week" rows={4}>
        {(data) => {
          const days = weekDays(data);
          const { news } = data;
          return (
            <Stack gap="6">
              <Section title="This week" more={{ to: "/seats", label: "Make-up classes" }}>
                {days.length === 0 ? (
                  <EmptyNote>Nothing on this week.</EmptyNote>
                ) : (
                  <WeekSchedule
                    days={days}
                    reporting={{
                      reported: new Set(
                        (seats.data?.absences ?? []).map((a) => reportKey(a.sessionKey, a.date)),
                      ),
                      clock,
                      onReported: seats.retry,
                    }}
                  />
                )}
                {data.practice && data.practice.focus && (
                  <Box bg="brand.subtle" borderRadius="lg" p="4">
                    <Text fontWeight="semibold">{`${data.practice.title}: ${data.practice.start}–${data.practice.end}`}</Text>
                    <Text fontSize="sm">{`Focus: ${data.practice.focus}`}</Text>
                    {data.practice.location && (
                      <Text fontSize="sm" color="fg.muted">
                        {data.practice.location}
                      </Text>
                    )}
                  </Box>
                )}
              </Section>
              <Section title="What's new" more={{ to: "/announcements", label: "All announcements" }}>
                {news.announcements.latest.length === 0 &&
                news.videos.length === 0 &&
                news.bugReplies.length === 0 ? (
                  <EmptyNote>Nothing new since your last visit.</EmptyNote>
                ) : (
                  <Stack gap="3">
                    {news.announcements.count > news.announcements.latest.length && (
                      <Text
                        fontSize="sm"
                        color="fg.muted"
                      >{`${news.announcements.count} new announcements`}</Text>
                    )}
                    {news.announcements.latest.map((item) => (
                      <AnnouncementSummary key={item._id} item={item} />
                    ))}
                    {news.videos.map((video) => (
                      <VideoSummary key={video._id} video={video} />
                    ))}
                    {news.bugReplies.map((reply) => (
                      <BugReplySummary key={reply.reportId} reply={reply} />
                    ))}
                  </Stack>
                )}
              </Section>
            </Stack>
          );
        }}
      </DataStates>
    </Stack>
  );
}
