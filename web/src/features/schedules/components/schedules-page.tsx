import { Box, Button, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { addDays, dayOfWeek, todayIn } from "@shared/school-calendar";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { allQueries, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { useWindowWidth } from "@/components/layout/use-window-width";
import { FilterSelect } from "@/components/ui/select-input";
import { lookupOptions, peopleFilterOptions, useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { addressedWeekStart, useWeek } from "../api/list-week";
import { toCalendarItems, type CalendarItem } from "../calendar-items";
import { DayList } from "./day-list";
import { SessionDialog } from "./session-dialog";
import type { SessionDialogState } from "./session-dialog-state";
import { WeekCalendar } from "./week-calendar";

/** /programs/schedules: the week's sessions and Friday practices. */
export function SchedulesPage() {
  const lookups = useLookups();
  const navigate = useNavigate();
  const [params, setParam] = useSearchParamSetter();
  const school = useSchoolFormat();
  const tz = school.timeZone;
  const today = todayIn(tz);
  // The week starts on the school's first day of the week (Settings).
  const weekStart = addressedWeekStart(params, tz, lookups.data?.weekStartsOn ?? "monday");
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)), [weekStart]);
  const week = useWeek(days[0]!, days[6]!);
  const filter = {
    program: params.get("program") ?? "",
    group: params.get("group") ?? "",
    room: params.get("room") ?? "",
    instructor: params.get("instructor") ?? "",
  };
  const filterSelects = [
    ["program", "Program", lookupOptions(lookups.data?.programs)],
    ["group", "Group", lookupOptions(lookups.data?.groups)],
    ["room", "Room", (lookups.data?.rooms ?? []).map((r) => [r, r] as const)],
    ["instructor", "Instructor", peopleFilterOptions(lookups.data?.instructors)],
  ] as const;
  const [dialog, setDialog] = useState<SessionDialogState | null>(null);
  const wide = useWindowWidth() >= 768;

  const items = useMemo(() => {
    if (!week.data) return [];
    const sched = new Map(week.data.schedules.map((s) => [s._id, s]));
    const occ = week.data.occurrences.filter((o) => {
      if (filter.program && o.programId !== filter.program) return false;
      if (filter.group && o.groupId !== filter.group) return false;
      if (filter.room && o.room !== filter.room) return false;
      if (filter.instructor && o.instructorId !== filter.instructor) return false;
      return sched.has(o.scheduleId);
    });
    const practices = week.data.practices.filter(
      (p) =>
        (!filter.group || p.groupIds.includes(filter.group)) &&
        (!filter.room || p.location === filter.room) &&
        !filter.program &&
        !filter.instructor,
    );
    return toCalendarItems(occ, practices, lookups.data);
  }, [week.data, lookups.data, filter.program, filter.group, filter.room, filter.instructor]);

  const open = useCallback(
    (item: CalendarItem) => {
      if (item.kind === "practice") {
        navigate(`/students/create-friday-practice?edit=${encodeURIComponent(item.id)}`);
        return;
      }
      const schedule = week.data?.schedules.find((s) => s._id === item.id) ?? null;
      setDialog({
        schedule,
        occurrence: { date: item.date, cancelled: item.cancelled, cancelReason: item.cancelReason },
        defaults: {},
      });
    },
    [week.data, navigate],
  );
  const create = useCallback((date: string, time: string) => {
    const [h] = time.split(":").map(Number) as [number];
    setDialog({
      schedule: null,
      occurrence: null,
      defaults: {
        dayOfWeek: dayOfWeek(date),
        startTime: time,
        endTime: `${String(Math.min(h + 1, 23)).padStart(2, "0")}:${time.slice(3)}`,
      },
    });
  }, []);

  return (
    <Box>
      <PageHeader
        title="Schedules"
        description="Weekly sessions of every program, and the Friday practice. Click a session to edit it or cancel one date; double-click an empty slot to add one."
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() =>
              setDialog({
                schedule: null,
                occurrence: null,
                defaults: filter.program ? { programId: filter.program } : {},
              })
            }
            disabled={!lookups.data}
          >
            <Plus /> New session
          </Button>
        }
      />
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            aria-label="Previous week"
            onClick={() => setParam("week", addDays(weekStart, -7))}
          >
            <ChevronLeft />
          </Button>
          <Button size="sm" variant="outline" onClick={() => setParam("week", "")}>
            Today
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label="Next week"
            onClick={() => setParam("week", addDays(weekStart, 7))}
          >
            <ChevronRight />
          </Button>
          <Text fontWeight="medium" data-testid="week-label">
            {school.date(days[0]!)} – {school.date(days[6]!)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {items.length} {items.length === 1 ? "session" : "sessions"} this week
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2" mb="4">
        {filterSelects.map(([key, label, options]) => (
          <FilterSelect
            key={key}
            label={label}
            all={`All ${label.toLowerCase()}s`}
            value={filter[key]}
            onChange={(v) => setParam(key, v)}
            options={options}
          />
        ))}
      </SimpleGrid>
      <QueryStates query={allQueries(week, lookups)} noun="schedule" skeleton={{ rows: 8 }}>
        {() =>
          wide ? (
            <WeekCalendar days={days} items={items} today={today} onOpen={open} onCreate={create} />
          ) : (
            <DayList days={days} items={items} today={today} onOpen={open} />
          )
        }
      </QueryStates>
      {lookups.data && (
        <SessionDialog state={dialog} lookups={lookups.data} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}

export default SchedulesPage;
