import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { AttendanceStatus } from "@shared/attendance.schema";
import type { MyProgramAttendance } from "@shared/me-attendance.schema";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { formatCivilDate } from "@/lib/dates";
import { useAttendance } from "../api/get-attendance";

const STATUS: Record<AttendanceStatus, { label: string; palette: string }> = {
  present: { label: "Present", palette: "green" },
  late: { label: "Late", palette: "yellow" },
  absent: { label: "Absent", palette: "red" },
  excused: { label: "Excused", palette: "gray" },
};
const SHOWN = 20;

function Program({ program }: { program: MyProgramAttendance }) {
  const rate = program.rate === null ? "No marks yet" : `${Math.round(program.rate * 100)}% attended`;
  return (
    <Box as="section" aria-label={program.programName} bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" align="start" gap="2">
        <Text as="h2" fontWeight="semibold" fontSize="md">
          {program.programName}
        </Text>
        <Text fontWeight="bold" color="brand.fg" flexShrink={0}>
          {rate}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {`${program.present} present · ${program.late} late · ${program.absent} absent · ${program.excused} excused`}
      </Text>
      <Stack as="ul" listStyleType="none" p="0" m="0" mt="3" gap="1">
        {program.history.slice(0, SHOWN).map((mark, i) => (
          <HStack as="li" key={`${mark.date}-${i}`} justify="space-between" gap="2" fontSize="sm">
            <Text minW="0" truncate>{`${formatCivilDate(mark.date)} · ${mark.title}`}</Text>
            <Badge colorPalette={STATUS[mark.status].palette} flexShrink={0}>
              {STATUS[mark.status].label}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/** The student's own attendance: the rate and the latest marks, per program. */
export function AttendancePage() {
  const attendance = useAttendance();
  return (
    <>
      <ScreenTitle>Attendance</ScreenTitle>
      <DataStates
        state={attendance}
        what="Your attendance"
        isEmpty={(a) => a.programs.length === 0}
        empty="No attendance taken yet."
      >
        {(a) => (
          <Stack gap="4">
            {a.programs.map((p) => (
              <Program key={p.programId ?? "practice"} program={p} />
            ))}
          </Stack>
        )}
      </DataStates>
    </>
  );
}
