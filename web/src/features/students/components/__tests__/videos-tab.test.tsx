import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import type { StudentWatchRow } from "@shared/video-watch.schema";
import { system } from "@/components/ui/system";
import { useStudentWatch } from "../../api/get-student-watch";
import { VideosTab } from "../videos-tab";

vi.mock("../../api/get-student-watch", () => ({ useStudentWatch: vi.fn() }));

const row = (videoId: string, watchedAt: string | null): StudentWatchRow => ({
  videoId,
  title: `Video ${videoId}`,
  programName: "Ballet",
  week: 3,
  startedAt: "2026-11-20T17:00:00.000Z",
  watchedAt,
});

function show(query: Partial<ReturnType<typeof useStudentWatch>>) {
  vi.mocked(useStudentWatch).mockReturnValue({
    isPending: false,
    isError: false,
    data: undefined,
    ...query,
  } as ReturnType<typeof useStudentWatch>);
  render(
    <ChakraProvider value={system}>
      <VideosTab studentId="student-001" />
    </ChakraProvider>,
  );
}

// The first render of Chakra's table builds its styles: slow on a busy machine, so more than 5 s.
describe("VideosTab", { timeout: 20_000 }, () => {
  it("counts the videos started and watched, and marks each", () => {
    show({ data: [row("a", "2026-11-20T17:05:00.000Z"), row("b", null)] });
    expect(screen.getByText("2 started · 1 watched")).toBeTruthy();
    expect(screen.getByText("Watched")).toBeTruthy();
    expect(screen.getByText("Started")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Videos played" })).toBeTruthy();
  });

  it("says so when the student has played nothing yet", () => {
    show({ data: [] });
    expect(screen.getByText("No videos played yet")).toBeTruthy();
  });
});
