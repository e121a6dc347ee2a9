import { Badge, Box, Button, Checkbox, Grid, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import type { Lookups } from "@shared/program";
import type { Video } from "@shared/video.schema";
import { ArrowLeft, Film } from "lucide-react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { FormField } from "@/components/ui/form-field";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { allQueries, EmptyView, QueryStates } from "@/components/ui/load-states";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { ApiError } from "@/lib/api-client";
import { useGroupOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useVideo } from "../api/get-video";
import { weekOptions } from "../format";
import { useEditVideo } from "../hooks/use-edit-video";
import { ReleaseBadge } from "./release-badge";
import { VideoPlayer } from "./video-preview-dialog";
import { VideoSourceCard } from "./video-source-card";
import { WatchBadge } from "./watch-badge";
import { WeekNeighboursCard } from "./week-neighbours-card";

function NotFound({ message }: { message: string }) {
  return (
    <EmptyView
      icon={<Film />}
      title="Video not found"
      description={message}
      action={
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/media/master-list">Back to the library</RouterLink>
        </Button>
      }
    />
  );
}

/** /media/edit/:id/:week: one video's details, its week and file, in the context of that week. */
export function EditVideoPage() {
  const { id = "", week } = useParams();
  const video = useVideo(id);
  const lookups = useLookups();
  if (video.error instanceof ApiError && (video.error.status === 404 || video.error.status === 400))
    return <NotFound message="There is no such video. It may have been removed." />;
  return (
    <QueryStates query={allQueries(video, lookups)} noun="video" skeleton={{ rows: 6 }}>
      {([loaded, { programs, timeZone }]) => (
        <VideoWeek
          video={loaded}
          program={programs.find((p) => p._id === loaded.programId)}
          weekParam={week ?? ""}
          timeZone={timeZone}
        />
      )}
    </QueryStates>
  );
}

/** The video in the week the address names, or why that week is not one of its program's. */
function VideoWeek({
  video,
  program,
  weekParam,
  timeZone,
}: {
  video: Video;
  program: Lookups["programs"][number] | undefined;
  weekParam: string;
  timeZone: string;
}) {
  const school = useSchoolFormat();
  const weeks = weekOptions(program, school);
  const week = /^\d{1,3}$/.test(weekParam) ? Number(weekParam) : NaN;
  if (!weeks.some(([w]) => w === week))
    return (
      <NotFound
        message={`Week ${weekParam} is not a week of ${program?.name ?? "this video's program"} (weeks 1 to ${weeks.length}).`}
      />
    );
  return <EditVideo key={`${video._id}:${week}`} video={video} week={week} timeZone={timeZone} />;
}

function EditVideo({ video, week, timeZone }: { video: Video; week: number; timeZone: string }) {
  const lookups = useLookups();
  const school = useSchoolFormat();
  const groups = useGroupOptions();
  const program = lookups.data?.programs.find((p) => p._id === video.programId);
  const weeks = weekOptions(program, school);
  const { form, submit, setArchived, archiving } = useEditVideo(video, timeZone);
  const fields = { register: form.register, errors: form.formState.errors };
  const byHand = form.watch("releaseByHand");

  return (
    <Box>
      <PageHeader
        title={video.title}
        description={`${video.programName ?? "Unknown program"} · week ${video.week}`}
        actions={
          <HStack>
            <Button asChild variant="outline">
              <RouterLink to={`/media/master-list?programId=${video.programId}&week=${week}`}>
                <ArrowLeft /> Week {week}
              </RouterLink>
            </Button>
            <Button
              variant="outline"
              colorPalette={video.archived ? "brand" : "red"}
              loading={archiving}
              onClick={() => setArchived(!video.archived)}
            >
              {video.archived ? "Restore" : "Archive"}
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="4" alignItems="start">
        <Stack gap="4">
          <SectionCard title="Details">
            <form onSubmit={submit} noValidate>
              <Stack gap="4">
                <HStack gap="2" wrap="wrap">
                  <ReleaseBadge video={video} />
                  {video.archived && <Badge colorPalette="red">Archived</Badge>}
                  <WatchBadge videoId={video._id} />
                </HStack>
                <FormInput fields={fields} name="title" label="Title" required maxLength={120} />
                <FormField label="Description" error={form.formState.errors.description?.message}>
                  <Textarea rows={3} {...form.register("description")} />
                </FormField>
                <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
                  <FormSelect
                    fields={fields}
                    name="week"
                    label="Week"
                    rules={{ valueAsNumber: true }}
                    options={weeks}
                    helper="Moving it changes when it is released."
                  />
                  <FormSelect
                    fields={fields}
                    name="status"
                    label="Status"
                    options={[
                      ["draft", "Draft (students do not see it)"],
                      ["published", "Published"],
                    ]}
                  />
                </Grid>
                <Stack gap="2">
                  <Checkbox.Root
                    checked={byHand}
                    onCheckedChange={(e) =>
                      form.setValue("releaseByHand", e.checked === true, { shouldDirty: true })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Set the release by hand</Checkbox.Label>
                  </Checkbox.Root>
                  {byHand ? (
                    <FormField
                      label={`Released at (school time, ${timeZone})`}
                      error={form.formState.errors.releaseLocal?.message}
                    >
                      <Input type="datetime-local" {...form.register("releaseLocal")} />
                    </FormField>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      Released at the start of its week.
                    </Text>
                  )}
                </Stack>
                <OptionChecklistField
                  control={form.control}
                  name="groupIds"
                  legend="For groups (none: everyone in the program)"
                  options={
                    program?.groupIds.length
                      ? groups.data?.filter((g) => program.groupIds.includes(g._id))
                      : groups.data
                  }
                  loading={groups.isPending}
                  error={form.formState.errors.groupIds?.message}
                />
                <HStack justify="end">
                  <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                    Save
                  </Button>
                </HStack>
              </Stack>
            </form>
          </SectionCard>
          <VideoSourceCard video={video} />
        </Stack>
        <Stack gap="4">
          <SectionCard title="Preview">
            <VideoPlayer video={video} />
          </SectionCard>
          <WeekNeighboursCard video={video} week={week} weekCount={weeks.length} />
        </Stack>
      </Grid>
    </Box>
  );
}

export default EditVideoPage;
