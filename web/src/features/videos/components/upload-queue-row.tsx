import { Badge, Button, Card, Flex, HStack, Input, Link, Progress, Text } from "@chakra-ui/react";
import { FileVideo, Link2 } from "lucide-react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatBytes } from "@/lib/format-bytes";
import { formatDuration } from "../format";
import type { ItemState, QueueItem, useUploadQueue } from "../use-upload-queue";

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

/** One file or link of the batch: its state, title, progress and what can be done with it. */
export function UploadQueueRow({
  item,
  queue,
}: {
  item: QueueItem;
  queue: ReturnType<typeof useUploadQueue>;
}) {
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
