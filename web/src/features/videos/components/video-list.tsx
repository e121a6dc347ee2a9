import {
  Badge,
  Box,
  Checkbox,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import type { Video } from "@shared/video.schema";
import { Pencil, Play } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { useMediaQuery } from "@/lib/use-media-query";
import { formatDuration } from "../format";
import { ReleaseBadge } from "./release-badge";

export function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

const sourceName = (v: Video) =>
  v.source.kind === "upload"
    ? "File"
    : v.source.provider === "file"
      ? "Link"
      : v.source.provider === "youtube"
        ? "YouTube"
        : "Vimeo";

function Actions({ video, onPreview }: { video: Video; onPreview: (v: Video) => void }) {
  return (
    <HStack gap="1" justify="end" flexShrink={0}>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Preview ${video.title}`}
        onClick={() => onPreview(video)}
      >
        <Play />
      </IconButton>
      <IconButton size="xs" variant="ghost" asChild aria-label={`Edit ${video.title}`}>
        <RouterLink to={`/media/edit/${video._id}/${video.week}`}>
          <Pencil />
        </RouterLink>
      </IconButton>
    </HStack>
  );
}

interface Props {
  items: Video[];
  selected: string[];
  toggle: (id: string, on: boolean) => void;
  setSelected: (ids: string[]) => void;
  onPreview: (v: Video) => void;
}

/**
 * The library's list: a table that fits the width at 1280 (the source and length ride under the
 * title, so the week, the release and the buttons never scroll out of sight), and on a phone one
 * card a video with what matters there: its title, week and release.
 */
export function VideoList({ items, selected, toggle, setSelected, onPreview }: Props) {
  const phone = useMediaQuery("(max-width: 767px)");
  const allChecked = items.length > 0 && items.every((v) => selected.includes(v._id));
  const selectAll = (
    <SelectBox
      label="Select every video shown"
      checked={allChecked ? true : selected.length > 0 ? "indeterminate" : false}
      onChange={(on) => setSelected(on ? items.map((v) => v._id) : [])}
    />
  );
  if (phone)
    return (
      <Stack gap="2" data-testid="video-cards">
        <HStack gap="2" px="1">
          {selectAll}
          <Text fontSize="sm" color="fg.muted">
            Select all
          </Text>
        </HStack>
        {items.map((v) => (
          <HStack
            key={v._id}
            data-testid="video-row"
            align="start"
            gap="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
            p="3"
          >
            <Box pt="0.5">
              <SelectBox
                label={`Select ${v.title}`}
                checked={selected.includes(v._id)}
                onChange={(on) => toggle(v._id, on)}
              />
            </Box>
            <Stack gap="1" flex="1" minW="0">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {v.title}
              </Text>
              <HStack gap="2" wrap="wrap" fontSize="sm">
                <Text>Week {v.week}</Text>
                <ReleaseBadge video={v} />
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {[v.programName, sourceName(v), formatDuration(v.durationSeconds)]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Stack>
            <Actions video={v} onPreview={onPreview} />
          </HStack>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" data-testid="video-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">{selectAll}</Table.ColumnHeader>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader>Program</Table.ColumnHeader>
            <Table.ColumnHeader>Week</Table.ColumnHeader>
            <Table.ColumnHeader>Release</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((v) => (
            <Table.Row key={v._id} data-testid="video-row">
              <Table.Cell>
                <SelectBox
                  label={`Select ${v.title}`}
                  checked={selected.includes(v._id)}
                  onChange={(on) => toggle(v._id, on)}
                />
              </Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {v.title}
                </Text>
                <HStack gap="2" fontSize="xs" color="fg.muted">
                  <Badge variant="outline" size="sm">
                    {sourceName(v)}
                  </Badge>
                  <span>{formatDuration(v.durationSeconds)}</span>
                </HStack>
              </Table.Cell>
              <Table.Cell>{v.programName ?? "–"}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">Week {v.week}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <ReleaseBadge video={v} />
              </Table.Cell>
              <Table.Cell>
                <Actions video={v} onPreview={onPreview} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
