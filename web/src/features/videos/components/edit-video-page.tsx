import {
  Badge,
  Box,
  Button,
  Checkbox,
  Grid,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { videoFieldsSchema, type UpdateVideoInput, type Video } from "@shared/video.schema";
import { ArrowLeft, Film } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { toast } from "react-toastify";
import { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormInput, FormSelect } from "@/components/ui/form-input";
import { EmptyView, ListSkeleton, QueryError } from "@/components/ui/load-states";
import { OptionChecklistField } from "@/components/ui/option-checklist-field";
import { PageHeader } from "@/components/ui/page-header";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { SectionCard } from "@/components/ui/section-card";
import { toastErrorWithRetry, toastWithUndo } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { useGroupOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { isoToLocalInput, localInputToIso } from "@/lib/school-time";
import { startUpload, type UploadProgress } from "@/lib/upload-task";
import { useVideo } from "../api/get-video";
import { useVideos } from "../api/list-videos";
import { useSetVideoArchived, useUpdateVideo } from "../api/save-video";
import { capturePoster } from "../capture-poster";
import { formatBytes } from "@/lib/format-bytes";
import { weekOptions } from "../format";
import { fileProblem, videoTypeOf } from "../use-upload-queue";
import { ReleaseBadge } from "./release-badge";
import { WatchBadge } from "./watch-badge";
import { VideoPlayer } from "./video-preview-dialog";

/** The edit form: the shared schema's fields, and the release as the school's local time. */
const editSchema = videoFieldsSchema
  .pick({ title: true, description: true, week: true, status: true, groupIds: true })
  .extend({ releaseByHand: z.boolean(), releaseLocal: z.string() });
type EditInput = z.input<typeof editSchema>;
type EditValues = z.output<typeof editSchema>;

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
  const { id = "", week: weekParam = "" } = useParams();
  const video = useVideo(id);
  const lookups = useLookups();
  const school = useSchoolFormat();

  if (video.isPending || lookups.isPending) return <ListSkeleton rows={6} />;
  if (video.isError) {
    if (video.error instanceof ApiError && (video.error.status === 404 || video.error.status === 400))
      return <NotFound message="There is no such video. It may have been removed." />;
    return <QueryError query={video} message="The video could not be loaded." />;
  }
  const program = lookups.data?.programs.find((p) => p._id === video.data.programId);
  const weeks = weekOptions(program, school);
  const week = /^\d{1,3}$/.test(weekParam) ? Number(weekParam) : NaN;
  if (!weeks.some(([w]) => w === week))
    return (
      <NotFound
        message={`Week ${weekParam} is not a week of ${program?.name ?? "this video's program"} (weeks 1 to ${weeks.length}).`}
      />
    );
  return (
    <EditVideo
      key={`${video.data._id}:${week}`}
      video={video.data}
      week={week}
      timeZone={lookups.data!.timeZone}
    />
  );
}

function EditVideo({ video, week, timeZone }: { video: Video; week: number; timeZone: string }) {
  const navigate = useNavigate();
  const lookups = useLookups();
  const school = useSchoolFormat();
  const groups = useGroupOptions();
  const update = useUpdateVideo();
  const archive = useSetVideoArchived();
  const program = lookups.data?.programs.find((p) => p._id === video.programId);
  const weeks = weekOptions(program, school);
  const neighbours = useVideos(
    { programId: video.programId, week: String(week), source: "", status: "all", q: "" },
    50,
  );
  const others = (neighbours.data?.pages.flatMap((p) => p.data) ?? []).filter((v) => v._id !== video._id);

  const values: EditInput = {
    title: video.title,
    description: video.description,
    week: video.week,
    status: video.status,
    groupIds: video.groupIds,
    releaseByHand: video.releaseOverridden,
    releaseLocal: isoToLocalInput(video.releaseAt, timeZone),
  };
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(editSchema),
    values,
    mode: "onTouched",
  });
  const fields = { register: form.register, errors: form.formState.errors };
  const byHand = form.watch("releaseByHand");

  const submit = submitOrReport(
    form,
    async (v) => {
      const patch: UpdateVideoInput = {
        title: v.title,
        description: v.description,
        week: v.week,
        status: v.status,
        groupIds: v.groupIds,
        releaseAt: v.releaseByHand ? localInputToIso(v.releaseLocal, timeZone) : null,
      };
      const saved = await update.mutateAsync({ id: video._id, patch });
      if (saved.week !== video.week) {
        toast.success(`“${saved.title}” moved to week ${saved.week}.`);
        void navigate(`/media/edit/${saved._id}/${saved.week}`, { replace: true });
      } else toast.success(`“${saved.title}” is saved.`);
    },
    { failure: "The video could not be saved.", id: "video-save" },
  );

  const setArchived = (archived: boolean) =>
    archive.mutate(
      { id: video._id, archived },
      {
        onSuccess: (v) =>
          archived
            ? toastWithUndo(`“${v.title}” archived.`, () => setArchived(false))
            : toast.success(`“${v.title}” restored.`),
        onError: (err) =>
          toastErrorWithRetry(
            `The video could not be changed. ${err.message}`,
            () => setArchived(archived),
            "video-archive",
          ),
      },
    );

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
              loading={archive.isPending}
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
          <SourceCard video={video} />
        </Stack>
        <Stack gap="4">
          <SectionCard title="Preview">
            <VideoPlayer video={video} />
          </SectionCard>
          <SectionCard title={`Also in week ${week}`}>
            {neighbours.isPending ? (
              <ListSkeleton rows={2} height="6" />
            ) : others.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No other videos this week.
              </Text>
            ) : (
              <Stack gap="1" data-testid="week-neighbours">
                {others.map((v) => (
                  <Link key={v._id} asChild color="brand.fg">
                    <RouterLink to={`/media/edit/${v._id}/${week}`}>{v.title}</RouterLink>
                  </Link>
                ))}
              </Stack>
            )}
            <HStack justify="space-between" mt="3">
              {week > 1 ? (
                <Link asChild fontSize="sm">
                  <RouterLink to={`/media/master-list?programId=${video.programId}&week=${week - 1}`}>
                    ← Week {week - 1}
                  </RouterLink>
                </Link>
              ) : (
                <span />
              )}
              {week < weeks.length && (
                <Link asChild fontSize="sm">
                  <RouterLink to={`/media/master-list?programId=${video.programId}&week=${week + 1}`}>
                    Week {week + 1} →
                  </RouterLink>
                </Link>
              )}
            </HStack>
          </SectionCard>
        </Stack>
      </Grid>
    </Box>
  );
}

/** The file or link: a new file replaces the old (deleted by the API once the new one is saved). */
function SourceCard({ video }: { video: Video }) {
  const update = useUpdateVideo();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState(video.source.kind === "link" ? video.source.url : "");

  const replaceFile = async (file: File) => {
    setProblem(fileProblem(file));
    if (fileProblem(file)) return;
    try {
      const type = videoTypeOf(file)!;
      const { poster, durationSeconds } = await capturePoster(file);
      const posterPath = poster
        ? await startUpload({ kind: "video-poster" }, poster, "image/jpeg", () => undefined)
            .then((u) => u.done)
            .catch(() => null)
        : null;
      const upload = await startUpload({ kind: "video" }, file, type, setProgress);
      const path = await upload.done;
      await update.mutateAsync({
        id: video._id,
        patch: { source: { kind: "upload", path }, posterPath, durationSeconds },
      });
      toast.success("The file is replaced.");
    } catch (err) {
      setProblem(`The file could not be replaced. ${(err as Error).message}`);
    } finally {
      setProgress(null);
    }
  };

  const saveLink = () =>
    update.mutate(
      { id: video._id, patch: { source: { kind: "link", url: link } } },
      {
        onSuccess: () => toast.success("The link is saved."),
        onError: (err) => setProblem(err.message),
      },
    );

  return (
    <SectionCard title={video.source.kind === "upload" ? "File" : "Link"}>
      <Stack gap="3">
        {video.source.kind === "upload" ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              An uploaded file. A new one replaces it; the old file is deleted once the new one is saved.
            </Text>
            <HStack>
              <Button
                size="sm"
                variant="outline"
                loading={progress !== null}
                onClick={() => input.current?.click()}
              >
                Replace the file
              </Button>
              {progress && (
                <Text fontSize="sm" role="status">
                  {formatBytes(progress.transferred)} of {formatBytes(progress.total)}
                </Text>
              )}
            </HStack>
            <input
              ref={input}
              type="file"
              hidden
              accept="video/mp4,video/webm,video/quicktime"
              aria-label="New video file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void replaceFile(file);
                e.target.value = "";
              }}
            />
          </>
        ) : (
          <FormField label="Link" error={problem ?? undefined}>
            <HStack w="full">
              <Input value={link} onChange={(e) => setLink(e.target.value)} maxLength={2000} />
              <Button size="sm" variant="outline" onClick={saveLink} loading={update.isPending}>
                Save link
              </Button>
            </HStack>
          </FormField>
        )}
        {problem && video.source.kind === "upload" && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

export default EditVideoPage;
