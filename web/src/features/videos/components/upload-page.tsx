import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { VIDEO_MAX_BYTES } from "@shared/storage-path.schema";
import { FileVideo, Link2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { FieldGrid } from "@/components/ui/field-grid";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { SelectInput } from "@/components/ui/select-input";
import { lookupOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { formatBytes } from "@/lib/format-bytes";
import { useFileDrop } from "@/lib/use-file-drop";
import { formatDuration, weekOptions } from "../format";
import { useUploadQueue, type ItemState, type QueueItem } from "../use-upload-queue";

const ACCEPT = "video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov";

const STATE_LABEL: Record<ItemState, [string, string]> = {
  queued: ["Waiting", "gray"],
  preparing: ["Reading the file", "blue"],
  uploading: ["Uploading", "blue"],
  saving: ["Saving", "blue"],
  ready: ["Ready to save", "gray"],
  done: ["Saved as draft", "green"],
  refused: ["Refused", "red"],
  failed: ["Failed", "red"],
  cancelled: ["Cancelled", "orange"],
};

/** "42% · 1.2 MB of 3 MB · 850 kB/s · 0:03 left" */
function progressText(item: QueueItem): string {
  const p = item.progress;
  if (!p) return item.state === "preparing" ? "Capturing the poster frame…" : "Starting…";
  const percent = p.total ? Math.floor((p.transferred / p.total) * 100) : 0;
  const parts = [`${percent}%`, `${formatBytes(p.transferred)} of ${formatBytes(p.total)}`];
  if (p.paused) parts.push("paused");
  else if (p.bytesPerSecond) {
    parts.push(`${formatBytes(p.bytesPerSecond)}/s`);
    if (p.secondsLeft !== null) parts.push(`${formatDuration(p.secondsLeft)} left`);
  }
  return parts.join(" · ");
}

function QueueRow({ item, queue }: { item: QueueItem; queue: ReturnType<typeof useUploadQueue> }) {
  const [label, palette] = STATE_LABEL[item.state];
  const titleId = useId();
  const uploading = item.state === "uploading";
  const editable = !["done", "refused", "saving"].includes(item.state);
  return (
    <Card.Root size="sm" data-testid="upload-item" data-state={item.state}>
      <Card.Body gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          {item.kind === "file" ? <FileVideo size={18} aria-hidden /> : <Link2 size={18} aria-hidden />}
          <Text fontSize="sm" color="fg.muted" flex="1" minW="0" truncate title={item.name}>
            {item.name}
            {item.size !== null && ` · ${formatBytes(item.size)}`} · week {item.week}
          </Text>
          <Badge colorPalette={palette}>{label}</Badge>
        </Flex>
        {item.state !== "refused" && (
          <HStack gap="2">
            <label htmlFor={titleId}>
              <Text as="span" fontSize="sm" fontWeight="medium">
                Title
              </Text>
            </label>
            <Input
              id={titleId}
              size="sm"
              value={item.title}
              maxLength={120}
              readOnly={!editable}
              onChange={(e) => queue.setTitle(item.key, e.target.value)}
            />
          </HStack>
        )}
        {(item.state === "uploading" || item.state === "preparing") && (
          <Progress.Root
            size="sm"
            value={
              item.progress?.total
                ? Math.round((item.progress.transferred / item.progress.total) * 100)
                : null
            }
            colorPalette="brand"
          >
            <Progress.Label fontSize="xs" mb="1" fontWeight="normal" data-testid="upload-progress">
              {progressText(item)}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {item.reason && (
          <Text fontSize="sm" color={item.state === "cancelled" ? "fg.muted" : "red.fg"} role="status">
            {item.reason}
          </Text>
        )}
        <HStack gap="2" justify="end" wrap="wrap">
          {uploading && !item.progress?.paused && (
            <Button size="xs" variant="outline" onClick={() => queue.pause(item.key)}>
              Pause
            </Button>
          )}
          {uploading && item.progress?.paused && (
            <Button size="xs" variant="outline" onClick={() => queue.resume(item.key)}>
              Resume
            </Button>
          )}
          {uploading && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => queue.cancel(item.key)}>
              Cancel
            </Button>
          )}
          {(item.state === "failed" || item.state === "cancelled") && (
            <Button size="xs" colorPalette="brand" onClick={() => queue.retry(item.key)}>
              Retry
            </Button>
          )}
          {item.state === "done" && item.videoId && (
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to={`/media/edit/${item.videoId}/${item.week}`}>Edit details</RouterLink>
            </Link>
          )}
          {["refused", "failed", "cancelled", "ready", "done"].includes(item.state) && (
            <Button size="xs" variant="ghost" onClick={() => queue.remove(item.key)}>
              Remove from list
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** /media/upload: files (dragged or picked) and pasted links into one program week. */
export function UploadPage() {
  const lookups = useLookups();
  const school = useSchoolFormat();
  const programs = (lookups.data?.programs ?? []).filter((p) => p.status !== "archived");
  const [programId, setProgramId] = useState("");
  const [week, setWeek] = useState("");
  const [links, setLinks] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue();
  const program = programs.find((p) => p._id === programId);
  const chosen = Boolean(program && week);
  const limit = formatBytes(VIDEO_MAX_BYTES);

  const { dragging, dropHandlers } = useFileDrop(
    (files) => queue.addFiles(files, programId, Number(week)),
    chosen,
  );
  const readyLinks = queue.items.filter((i) => i.kind === "link" && i.state === "ready").length;

  return (
    <Box>
      <PageHeader
        title="Upload videos"
        description="Choose the program week once, then drop files or paste links. Each video is saved as a draft of that week."
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/media/master-list">Open the library</RouterLink>
          </Button>
        }
      />
      <Stack gap="4">
        <SectionCard title="1. Program and week">
          <FieldGrid>
            <FormField label="Program" required>
              <SelectInput
                value={programId}
                onChange={(e) => {
                  setProgramId(e.target.value);
                  setWeek("");
                }}
                options={lookupOptions(programs)}
              >
                <option value="">Choose a program</option>
              </SelectInput>
            </FormField>
            <FormField label="Week" required helper="Videos are released at the start of their week.">
              <SelectInput
                root={{ disabled: !program }}
                value={week}
                onChange={(e) => setWeek(e.target.value)}
                options={weekOptions(program, school)}
              >
                <option value="">Choose a week</option>
              </SelectInput>
            </FormField>
          </FieldGrid>
        </SectionCard>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <SectionCard title="2. Files">
            <Box
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={dragging ? "brand.solid" : "border"}
              bg={dragging ? "brand.subtle" : undefined}
              borderRadius="md"
              p="6"
              textAlign="center"
              opacity={chosen ? 1 : 0.6}
              {...dropHandlers}
              data-testid="dropzone"
            >
              <Stack align="center" gap="2">
                <Upload aria-hidden />
                <Text fontWeight="medium">
                  {chosen ? "Drop video files here" : "Choose a program and week first"}
                </Text>
                <Text fontSize="sm" color="fg.muted" id="upload-limits">
                  MP4, WebM or QuickTime (.mov), up to {limit} each. Other files are refused.
                </Text>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!chosen}
                  onClick={() => input.current?.click()}
                >
                  Choose files
                </Button>
                <input
                  ref={input}
                  type="file"
                  multiple
                  accept={ACCEPT}
                  hidden
                  aria-label="Video files"
                  aria-describedby="upload-limits"
                  data-testid="video-files"
                  onChange={(e) => {
                    if (e.target.files && chosen) queue.addFiles(e.target.files, programId, Number(week));
                    e.target.value = "";
                  }}
                />
              </Stack>
            </Box>
          </SectionCard>
          <SectionCard title="Or links">
            <Stack gap="2">
              <FormField
                label="Paste links, one per line"
                helper="YouTube (played from youtube-nocookie.com), Vimeo, or an https address of a video file."
              >
                <Textarea
                  value={links}
                  onChange={(e) => setLinks(e.target.value)}
                  rows={3}
                  placeholder="https://www.youtube.com/watch?v=…"
                />
              </FormField>
              <HStack justify="end">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!chosen || !links.trim()}
                  onClick={() => {
                    queue.addLinks(links, programId, Number(week));
                    setLinks("");
                  }}
                >
                  Add links
                </Button>
              </HStack>
            </Stack>
          </SectionCard>
        </SimpleGrid>

        {queue.items.length > 0 && (
          <SectionCard title="3. This batch">
            <Stack gap="2" data-testid="upload-queue">
              {queue.items.map((item) => (
                <QueueRow key={item.key} item={item} queue={queue} />
              ))}
              {readyLinks > 0 && (
                <HStack justify="end">
                  <Button colorPalette="brand" onClick={() => void queue.saveLinks()}>
                    Save {readyLinks} link{readyLinks === 1 ? "" : "s"}
                  </Button>
                </HStack>
              )}
            </Stack>
          </SectionCard>
        )}
      </Stack>
    </Box>
  );
}

export default UploadPage;
