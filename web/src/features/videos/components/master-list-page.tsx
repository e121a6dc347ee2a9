import { Box, Button, Grid, Stack, Tabs } from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { Film, Upload } from "lucide-react";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { FilterSelect } from "@/components/ui/select-input";
import { lookupOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useSearchParamSetter, type ParamChanges } from "@/lib/use-search-param-setter";
import { useUrlSearch } from "@/lib/use-url-search";
import { useVideos, videoFiltersOf, type VideoFilters } from "../api/list-videos";
import { weekOptions } from "../format";
import { useVideoSelection } from "../hooks/use-video-selection";
import { VideoBulkBar } from "./video-bulk-bar";
import { VideoList } from "./video-list";
import { VideoPreviewDialog } from "./video-preview-dialog";
import { VideoWeekView } from "./video-week-view";

const STATUS_OPTIONS = [
  ["all", "All (not archived)"],
  ["draft", "Drafts"],
  ["published", "Published"],
  ["archived", "Archived"],
] as const;

const SOURCE_OPTIONS = [
  ["upload", "Uploads"],
  ["link", "Links"],
] as const;

/** /media/master-list: the library as a table with filters, or one program week by week. */
export function MasterListPage() {
  const [params, setOne, setParams] = useSearchParamSetter();
  const filters = videoFiltersOf(params);
  const view = params.get("view") === "weeks" ? "weeks" : "table";
  const lookups = useLookups();
  const school = useSchoolFormat();
  const programs = lookups.data?.programs ?? [];
  const program = programs.find((p) => p._id === filters.programId);

  const [search, setSearch] = useUrlSearch(filters.q, setOne);
  // "All (not archived)" is the list without a status in its address.
  const setParam = (changes: ParamChanges) =>
    setParams({ ...changes, ...(changes.status === "all" ? { status: "" } : {}) });

  // The week-by-week view lists all of one program's weeks: the week filter does not apply there.
  const listFilters: VideoFilters = view === "weeks" ? { ...filters, week: "" } : filters;
  const list = useVideos(listFilters, view === "weeks" ? 100 : undefined);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);

  const [preview, setPreview] = useState<Video | null>(null);
  const selection = useVideoSelection(JSON.stringify([listFilters, view]));
  const { selected, setSelected, toggle } = selection;

  const moveWeeks = weekOptions(
    program ?? programs.find((p) => items.some((v) => selected.includes(v._id) && v.programId === p._id)),
    school,
  );
  const filtered = Boolean(filters.q || filters.programId || filters.week || filters.source);

  return (
    <Box>
      <PageHeader
        title="Video library"
        description="Every program's videos, by week. A video is released to students at the start of its week."
        primary={{ to: "/media/upload", label: "Upload videos", icon: <Upload /> }}
      />
      <Tabs.Root
        value={view}
        onValueChange={(e) => setParam({ view: e.value === "weeks" ? "weeks" : "" })}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="table">Table</Tabs.Trigger>
          <Tabs.Trigger value="weeks">Week by week</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={view} pt="4">
          <Grid
            gap="3"
            mb="4"
            templateColumns={{
              base: "1fr",
              md: "repeat(3, minmax(0, 1fr))",
              xl: view === "table" ? "1.8fr 1.5fr 1fr 1.3fr 1.3fr" : "1.8fr 1.5fr 1.3fr 1.3fr",
            }}
          >
            <SearchInput
              label="Search videos"
              placeholder="Search titles"
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              label="Program"
              all="All programs"
              value={filters.programId}
              onChange={(programId) => setParam({ programId, week: "" })}
              options={lookupOptions(programs)}
            />
            {view === "table" && (
              <FilterSelect
                label="Week"
                all="All weeks"
                disabled={!program}
                value={filters.week}
                onChange={(week) => setParam({ week })}
                options={weekOptions(program, school).map(([w]) => [w, `Week ${w}`] as const)}
              />
            )}
            <FilterSelect
              label="Source"
              all="Files and links"
              value={filters.source}
              onChange={(source) => setParam({ source })}
              options={SOURCE_OPTIONS}
            />
            <FilterSelect
              label="Status"
              value={filters.status}
              onChange={(status) => setParam({ status })}
              options={STATUS_OPTIONS}
            />
          </Grid>

          {selected.length > 0 && (
            <VideoBulkBar
              selection={selection}
              archivedView={filters.status === "archived"}
              moveWeeks={moveWeeks}
            />
          )}

          {view === "weeks" && !program ? (
            <EmptyView
              icon={<Film />}
              title="Choose a program"
              description="The week-by-week view shows one program's term, each week with its videos."
            />
          ) : (
            <QueryStates query={list} noun="videos" skeleton={{ rows: 6 }}>
              {() =>
                items.length === 0 && view === "table" ? (
                  <EmptyView
                    icon={<Film />}
                    title={filtered || filters.status !== "all" ? "No videos match" : "No videos yet"}
                    description={
                      filtered || filters.status !== "all"
                        ? "Try another search or filter."
                        : "Upload files or paste links for a program week."
                    }
                    action={
                      <Button asChild size="sm" colorPalette="brand">
                        <RouterLink to="/media/upload">Upload videos</RouterLink>
                      </Button>
                    }
                  />
                ) : view === "weeks" && program ? (
                  <VideoWeekView
                    weeks={weekOptions(program, school)}
                    items={items}
                    pages={list}
                    selection={selection}
                    onPreview={setPreview}
                  />
                ) : (
                  <Stack gap="3">
                    <VideoList
                      items={items}
                      selected={selected}
                      toggle={toggle}
                      setSelected={setSelected}
                      onPreview={setPreview}
                    />
                    <LoadMoreButton pages={list} alignSelf="center" />
                  </Stack>
                )
              }
            </QueryStates>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <VideoPreviewDialog video={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}

export default MasterListPage;
