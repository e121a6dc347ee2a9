import { Box } from "@chakra-ui/react";
import { dayOfWeek, minutesOf } from "@shared/school-calendar";
import { memo, useMemo } from "react";
import { useSchoolFormat } from "@/lib/use-school-format";
import { placeDay, type CalendarItem } from "../calendar-items";

const DAY_START = 7 * 60;
const DAY_END = 22 * 60;
const PX_PER_MIN = 1;
const HOURS = Array.from({ length: (DAY_END - DAY_START) / 60 }, (_, i) => DAY_START / 60 + i);

/**
 * Mon–Sun x hours. The grid lines are one CSS background and every block is one absolutely
 * positioned button with inline geometry, so 200 sessions are 200 plain elements (no per-cell
 * components) and scrolling stays cheap.
 */
export const WeekCalendar = memo(function WeekCalendar({
  days,
  items,
  today,
  onOpen,
  onCreate,
}: {
  days: string[];
  items: CalendarItem[];
  today: string;
  onOpen: (item: CalendarItem) => void;
  onCreate: (date: string, time: string) => void;
}) {
  const school = useSchoolFormat();
  const byDay = useMemo(() => days.map((d) => placeDay(items.filter((i) => i.date === d))), [days, items]);
  const height = (DAY_END - DAY_START) * PX_PER_MIN;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" data-testid="week-calendar">
      <Box minW="760px">
        <Box
          display="grid"
          gridTemplateColumns="56px repeat(7, 1fr)"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg"
        >
          <Box />
          {days.map((d) => (
            <Box
              key={d}
              px="2"
              py="2"
              fontSize="sm"
              fontWeight={d === today ? "bold" : "medium"}
              color={d === today ? "brand.fg" : "fg"}
              borderLeftWidth="1px"
            >
              {school.longDate(d)}
            </Box>
          ))}
        </Box>
        <Box
          overflowY="auto"
          maxH="68vh"
          data-testid="calendar-scroll"
          css={{
            "& .cal-block": {
              position: "absolute",
              borderRadius: "6px",
              padding: "2px 6px",
              textAlign: "left",
              overflow: "hidden",
              color: "white",
              fontSize: "12px",
              lineHeight: "1.25",
              cursor: "pointer",
              border: "1px solid rgba(0,0,0,0.15)",
              contain: "layout paint",
            },
            "& .cal-block:focus-visible": {
              outline: "3px solid var(--chakra-colors-brand-focus-ring)",
              outlineOffset: "1px",
              zIndex: 2,
            },
            // Cancelled: the group's colour only as a dashed outline, the text dark on the page's
            // background, struck through. Fading the block instead took its text to 1.7:1.
            "& .cal-block[data-cancelled]": {
              background: "var(--chakra-colors-bg)",
              color: "var(--chakra-colors-fg)",
              borderWidth: "2px",
              borderStyle: "dashed",
              textDecoration: "line-through",
            },
            "& .cal-block strong": {
              display: "block",
              fontWeight: 600,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            },
            "& .cal-block span": {
              display: "block",
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
              opacity: 0.9,
            },
          }}
        >
          <Box display="grid" gridTemplateColumns="56px repeat(7, 1fr)" position="relative" h={`${height}px`}>
            <Box position="relative" fontSize="xs" color="fg.muted">
              {HOURS.map((h) => (
                <Box
                  key={h}
                  position="absolute"
                  top={`${(h * 60 - DAY_START) * PX_PER_MIN}px`}
                  right="2"
                  transform="translateY(-50%)"
                  mt={h === HOURS[0] ? "2" : 0}
                >
                  {String(h).padStart(2, "0")}:00
                </Box>
              ))}
            </Box>
            {days.map((d, i) => (
              <Box
                key={d}
                position="relative"
                borderLeftWidth="1px"
                bg={d === today ? "brand.subtle" : undefined}
                backgroundImage={`repeating-linear-gradient(to bottom, var(--chakra-colors-border) 0, var(--chakra-colors-border) 1px, transparent 1px, transparent ${60 * PX_PER_MIN}px)`}
                onDoubleClick={(e) => {
                  if (e.target !== e.currentTarget) return;
                  const y = e.nativeEvent.offsetY;
                  const mins = Math.floor((DAY_START + y / PX_PER_MIN) / 30) * 30;
                  onCreate(
                    d,
                    `${String(Math.floor(mins / 60)).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`,
                  );
                }}
                aria-label={`${school.longDate(d)}, ${byDay[i]!.length} sessions`}
                role="group"
                data-dow={dayOfWeek(d)}
              >
                {byDay[i]!.map((it) => {
                  const top = (Math.max(minutesOf(it.startTime), DAY_START) - DAY_START) * PX_PER_MIN;
                  const h = Math.max(
                    18,
                    (Math.min(minutesOf(it.endTime), DAY_END) -
                      Math.max(minutesOf(it.startTime), DAY_START)) *
                      PX_PER_MIN -
                      2,
                  );
                  return (
                    <button
                      key={it.key}
                      type="button"
                      className="cal-block"
                      data-cancelled={it.cancelled ? "" : undefined}
                      style={{
                        top,
                        height: h,
                        left: `calc(${(100 / it.lanes) * it.lane}% + 2px)`,
                        width: `calc(${100 / it.lanes}% - 4px)`,
                        ...(it.cancelled ? { borderColor: it.color } : { background: it.color }),
                      }}
                      onClick={() => onOpen(it)}
                      title={`${it.title}, ${it.startTime}–${it.endTime}${it.cancelled ? ` (cancelled${it.cancelReason ? `: ${it.cancelReason}` : ""})` : ""}`}
                    >
                      <strong>{it.title}</strong>
                      <span>
                        {it.startTime}–{it.endTime}
                        {it.cancelled ? " · cancelled" : ""}
                      </span>
                      <span>{it.subtitle}</span>
                    </button>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
