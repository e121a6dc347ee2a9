import { Button, Flex, HStack, Text } from "@chakra-ui/react";
import { SelectInput } from "@/components/ui/select-input";
import type { VideoSelection } from "../hooks/use-video-selection";

type Props = {
  selection: VideoSelection;
  /** The archived list offers Restore only. */
  archivedView: boolean;
  moveWeeks: ReadonlyArray<readonly [number, string]>;
};

/** The actions on the selected videos: publish, move to a week, archive (or restore). */
export function VideoBulkBar({ selection: s, archivedView, moveWeeks }: Props) {
  const { selected, run, busy, moveTo, setMoveTo } = s;
  return (
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
      {archivedView ? (
        <Button size="sm" onClick={() => run("restore", selected)} loading={busy}>
          Restore
        </Button>
      ) : (
        <>
          <Button size="sm" colorPalette="brand" onClick={() => run("publish", selected)} loading={busy}>
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
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => run("archive", selected)}>
            Archive
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" onClick={() => s.setSelected([])}>
        Clear
      </Button>
    </Flex>
  );
}
