import { Stack, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { DataStates, EmptyNote } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { findVideo, usePractice } from "../api/list-videos";
import { VideoPlayer } from "./video-player";

/** One released video and its player, found among the student's released videos. */
export function VideoPage() {
  const { videoId } = useParams();
  const practice = usePractice();
  return (
    <Stack gap="4">
      <Link
        to="/practice"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: "0.875rem" }}
      >
        <ArrowLeft size={16} aria-hidden /> Practice
      </Link>
      <DataStates state={practice} what="The video">
        {(programs) => {
          const video = findVideo(programs, videoId);
          if (!video) return <EmptyNote>This video is not available to you.</EmptyNote>;
          return (
            <Stack gap="3">
              <ScreenTitle>{video.title}</ScreenTitle>
              <VideoPlayer video={video} />
              <Text color="fg.muted" fontSize="sm">
                {[video.programName, `Week ${video.week}`].filter(Boolean).join(" · ")}
              </Text>
              {video.description && <Text whiteSpace="pre-wrap">{video.description}</Text>}
            </Stack>
          );
        }}
      </DataStates>
    </Stack>
  );
}
