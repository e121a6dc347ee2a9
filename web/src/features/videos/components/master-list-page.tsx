import { Box, Button, Flex, Grid, HStack, Heading, Link, Stack, Tabs, Text } from "@chakra-ui/react";
import type { BulkVideoAction, Video } from "@shared/video.schema";
import { Film, Upload } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "react-toastify";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { EmptyView, ListSkeleton, QueryError } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { FilterSelect, SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry, toastWithUndo } from "@/components/ui/toasts";
import { lookupOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useSearchParamSetter, type ParamChanges } from "@/lib/use-search-param-setter";
import { useUrlSearch } from "@/lib/use-url-search";
import { useVideos, videoFiltersOf, type VideoFilters } from "../api/list-videos";
import { useBulkVideos } from "../api/save-video";
import { weekOptions } from "../format";
import { ReleaseBadge } from "./release-badge";
import { VideoPreviewDialog } from "./video-preview-dialog";
import { SelectBox, VideoList } from "./video-list";

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

const DONE: Record<BulkVideoAction, string> = {
  publish: "published",
  unpublish: "back to draft",
  move: "moved",
  archive: "archived",
  restore: "restored",
};

const plural = (n: number) => `${n} video${n === 1 ? "" : "s"}`;

/** A row's checkbox, named for screen readers only. */
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

  const [selected, setSelected] = useState<string[]>([]);
  const [preview, setPreview] = useState<Video | null>(null);
  const [moveTo, setMoveTo] = useState("");
  const bulk = useBulkVideos();
  // A selection is of what is on screen: another filter starts afresh.
  const filterKey = JSON.stringify([listFilters, view]);
  useEffect(() => setSelected([]), [filterKey]);

  const run = (action: BulkVideoAction, ids: string[], week?: number) =>
    bulk.mutate(
      { action, ids, ...(week !== undefined && { week }) },
      {
        onSuccess: (result) => {
          setSelected([]);
          const message = `${plural(result.updated.length)} ${DONE[action]}${week ? ` to week ${week}` : ""}.`;
          if (action === "archive" && result.updated.length > 0)
            toastWithUndo(message, () => run("restore", result.updated));
          else toast.success(message);
        },
        onError: (err) =>
          toastErrorWithRetry(
            `The videos could not be ${DONE[action]}. ${err.message}`,
            () => run(action, ids, week),
            `videos-${action}`,
          ),
      },
    );

  const moveWeeks = weekOptions(
    program ?? programs.find((p) => items.some((v) => selected.includes(v._id) && v.programId === p._id)),
    school,
  );
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));
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
            <Flex
              gap="2"
              mb="3"
              p="2"
              align="center"
              wrap="wrap"
              borderWidth="1px"
              borderRadius="md"
              bg="bg.muted"
              role="region"
              aria-label="Bulk actions"
            >
              <Text fontWeight="medium" me="2">
                {selected.length} selected
              </Text>
              {filters.status === "archived" ? (
                <Button size="sm" onClick={() => run("restore", selected)} loading={bulk.isPending}>
                  Restore
                </Button>
              ) : (
                <>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => run("publish", selected)}
                    loading={bulk.isPending}
                  >
                    Publish
                  </Button>
                  <HStack gap="1">
                    <SelectInput
                      root={{ size: "sm", w: "36" }}
                      aria-label="Move to week"
                      value={moveTo}
                      onChange={(e) => setMoveTo(e.target.value)}
                      options={moveWeeks.map(([w]) => [w, `Week ${w}`] as const)}
                    >
                      <option value="">Move to…</option>
                    </SelectInput>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!moveTo}
                      onClick={() => run("move", selected, Number(moveTo))}
                    >
                      Move
                    </Button>
                  </HStack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => run("archive", selected)}
                  >
                    Archive
                  </Button>
                </>
              )}
              <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Flex>
          )}

          {view === "weeks" && !program ? (
            <EmptyView
              icon={<Film />}
              title="Choose a program"
              description="The week-by-week view shows one program's term, each week with its videos."
            />
          ) : list.isPending ? (
            <ListSkeleton rows={6} />
          ) : list.isError && items.length === 0 ? (
            <QueryError query={list} message="The videos could not be loaded." />
          ) : items.length === 0 && view === "table" ? (
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
            <Stack gap="3" data-testid="week-view">
              {weekOptions(program, school).map(([week, label]) => {
                const ofWeek = items.filter((v) => v.week === week);
                return (
                  <Box key={week} borderWidth="1px" borderRadius="md" p="3">
                    <Heading as="h2" size="sm" mb="2">
                      {label}
                    </Heading>
                    {ofWeek.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No videos for this week.
                      </Text>
                    ) : (
                      <Stack gap="1">
                        {ofWeek.map((v) => (
                          <HStack key={v._id} gap="2" wrap="wrap">
                            <SelectBox
                              label={`Select ${v.title}`}
                              checked={selected.includes(v._id)}
                              onChange={(on) => toggle(v._id, on)}
                            />
                            <Link as="button" color="brand.fg" onClick={() => setPreview(v)}>
                              {v.title}
                            </Link>
                            <ReleaseBadge video={v} />
                            <Link asChild fontSize="sm" color="fg.muted">
                              <RouterLink to={`/media/edit/${v._id}/${v.week}`}>Edit</RouterLink>
                            </Link>
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </Box>
                );
              })}
              <LoadMoreButton pages={list} alignSelf="center" />
            </Stack>
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
          )}
        </Tabs.Content>
      </Tabs.Root>
      <VideoPreviewDialog video={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}

export default MasterListPage;
