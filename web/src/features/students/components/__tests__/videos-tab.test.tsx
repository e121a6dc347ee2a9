import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
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
  startedAt: "2026-11-21T02:00:00.000Z",
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
    // The dates are written in the school's format, which the tab reads from the lookups query.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <ChakraProvider value={system}>
        <VideosTab studentId="student-001" />
      </ChakraProvider>
    </QueryClientProvider>,
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
    // Started at 02:00 UTC on the 21st: still the evening of the 20th at the school (New York).
    expect(screen.getAllByText("2026-11-20")).toHaveLength(2);
  });

  it("says so when the student has played nothing yet", () => {
    show({ data: [] });
    expect(screen.getByText("No videos played yet")).toBeTruthy();
  });
});
