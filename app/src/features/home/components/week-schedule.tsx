import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { MySession } from "@shared/me-week.schema";
import { formatCivilDate } from "@/lib/dates";
import { stillToCome, type SchoolClock, type WeekDay } from "../week-days";
import { reportKey } from "../api/report-absence";
import { ReportAbsence } from "./report-absence";

/** What the week needs to offer "won't be there": the reported sessions and the day and time it is. */
export interface AbsenceReporting {
  reported: Set<string>;
  /** The school's clock: a class that has started can no longer be reported (null: not known yet). */
  clock: SchoolClock | null;
  onReported: () => void;
}

function SessionRow({
  session,
  reporting,
}: {
  session: MySession;
  reporting?: AbsenceReporting | undefined;
}) {
  const cancelled = session.status === "cancelled";
  const program = session.programName === session.title ? null : session.programName;
  const where = [program, session.room, session.instructor].filter(Boolean);
  return (
    <HStack align="start" gap="3" py="2" opacity={cancelled ? 0.75 : 1}>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        minW="24"
        textDecoration={cancelled ? "line-through" : undefined}
      >
        {`${session.start}–${session.end}`}
      </Text>
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {session.title}
          </Text>
          {session.kind === "practice" && <Badge colorPalette="brand">Practice</Badge>}
          {cancelled && <Badge colorPalette="red">Cancelled</Badge>}
        </HStack>
        {where.length > 0 && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {where.join(" · ")}
          </Text>
        )}
        {cancelled && session.cancelReason && (
          <Text fontSize="sm" color="fg.error">
            {session.cancelReason}
          </Text>
        )}
        {reporting &&
          session.kind === "class" &&
          !cancelled &&
          reporting.clock &&
          stillToCome(session, reporting.clock) && (
            <HStack pt="1">
              <ReportAbsence
                sessionKey={session.key}
                date={session.date}
                title={`${session.title}, ${formatCivilDate(session.date)} ${session.start}`}
                reported={reporting.reported.has(reportKey(session.key, session.date))}
                onReported={reporting.onReported}
              />
            </HStack>
          )}
      </Stack>
    </HStack>
  );
}

/** The week day by day: each day's sessions, and closed days said plainly. */
export function WeekSchedule({ days, reporting }: { days: WeekDay[]; reporting?: AbsenceReporting }) {
  return (
    <Stack gap="3">
      {days.map((day) => (
        <Box
          key={day.date}
          bg="bg"
          borderWidth="1px"
          borderColor={day.isToday ? "brand.solid" : "border"}
          borderRadius="lg"
          px="4"
          py="3"
        >
          <HStack justify="space-between">
            <Text as="h3" fontWeight="semibold">
              {formatCivilDate(day.date)}
            </Text>
            {day.isToday && <Badge colorPalette="brand">Today</Badge>}
          </HStack>
          {day.closed !== null && (
            <Text fontSize="sm" color="fg.error" fontWeight="medium">
              {`Closed: ${day.closed || "no classes"}`}
            </Text>
          )}
          {day.sessions.map((s) => (
            <SessionRow key={s.key} session={s} reporting={reporting} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}
