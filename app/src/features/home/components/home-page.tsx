import { Stack, Text } from "@chakra-ui/react";
import { AnnouncementSummary } from "@/components/content/announcement-summary";
import { Section } from "@/components/content/section";
import { VideoSummary } from "@/components/content/video-summary";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useLatestAnnouncements, useLatestVideos } from "../api/get-latest-news";
import { useProfile } from "../api/get-profile";

/** "My week": who is signed in, what is new, and the practice released lately. */
export function HomePage() {
  const profile = useProfile();
  const announcements = useLatestAnnouncements();
  const videos = useLatestVideos();
  const name = profile.data?.firstName;
  return (
    <Stack gap="6">
      <div>
        <ScreenTitle>My week</ScreenTitle>
        <Text color="fg.muted" mt="-3" minH="6">
          {name ? `Hi ${name}!` : " "}
          {profile.data &&
            profile.data.programs.length > 0 &&
            ` ${profile.data.programs.map((p) => p.name).join(", ")}`}
        </Text>
      </div>
      <Section title="What's new" more={{ to: "/announcements", label: "All announcements" }}>
        <DataStates
          state={announcements}
          what="Announcements"
          isEmpty={(list) => list.length === 0}
          empty="No announcements yet."
        >
          {(list) => list.map((item) => <AnnouncementSummary key={item._id} item={item} />)}
        </DataStates>
      </Section>
      <Section title="Practice videos" more={{ to: "/practice", label: "All practice" }}>
        <DataStates
          state={videos}
          what="Practice videos"
          isEmpty={(page) => page.data.length === 0}
          empty="No videos released yet."
        >
          {(page) => page.data.map((video) => <VideoSummary key={video._id} video={video} />)}
        </DataStates>
      </Section>
    </Stack>
  );
}
