import { Badge, SimpleGrid, Stat, Table } from "@chakra-ui/react";
import { enumLabel } from "@shared/enum-labels";
import { CalendarCheck } from "lucide-react";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import type { StudentAttendance } from "@shared/attendance.schema";
import { useStudentAttendance } from "../api/get-student-attendance";
import { TableHead } from "@/components/ui/table-head";
import { useSchoolFormat } from "@/lib/use-school-format";

const PALETTE = { present: "green", late: "orange", absent: "red", excused: "gray" } as const;

/** The Attendance tab: the student's marks and rate, from GET /api/students/:id/attendance. */
export function AttendanceTab({ studentId }: { studentId: string }) {
  const q = useStudentAttendance(studentId);
  return (
    <QueryStates query={q} noun="attendance" skeleton={{ rows: 4 }}>
      {(attendance) => <AttendanceRecords attendance={attendance} />}
    </QueryStates>
  );
}

function AttendanceRecords({ attendance: { rate, counts, records } }: { attendance: StudentAttendance }) {
  const school = useSchoolFormat();
  if (records.length === 0)
    return (
      <EmptyView
        icon={<CalendarCheck />}
        title="No attendance yet"
        description="Marks appear here once a register is taken for this student's sessions."
      />
    );
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="4">
        <Stat.Root>
          <Stat.Label>Rate</Stat.Label>
          <Stat.ValueText>{rate === null ? "–" : `${Math.round(rate * 100)}%`}</Stat.ValueText>
        </Stat.Root>
        {(["present", "late", "absent", "excused"] as const).map((k) => (
          <Stat.Root key={k}>
            <Stat.Label textTransform="capitalize">{k}</Stat.Label>
            <Stat.ValueText>{counts[k]}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Table.ScrollArea maxH="96">
        <Table.Root size="sm" stickyHeader aria-label="Attendance records">
          <TableHead columns={["Date", "Session", "Mark"]} />
          <Table.Body>
            {records.map((r) => (
              <Table.Row key={`${r.sessionType}-${r.sessionId}-${r.date}`}>
                <Table.Cell whiteSpace="nowrap">{school.date(r.date)}</Table.Cell>
                <Table.Cell>{r.sessionName}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[r.status]}>{enumLabel(r.status)}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
