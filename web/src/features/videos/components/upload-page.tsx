import { Box, Button, HStack, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { VIDEO_MAX_BYTES } from "@shared/storage-path.schema";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
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
import { weekOptions } from "../format";
import { useUploadQueue } from "../use-upload-queue";
import { UploadQueueRow } from "./upload-queue-row";

const ACCEPT = "video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov";

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
                <UploadQueueRow key={item.key} item={item} queue={queue} />
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
