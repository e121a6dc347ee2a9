import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useSchoolFormat } from "@/lib/use-school-format";
import type { CalendarItem } from "../calendar-items";

/** The week as a list of days, for small screens. */
export function DayList({
  days,
  items,
  today,
  onOpen,
}: {
  days: string[];
  items: CalendarItem[];
  today: string;
  onOpen: (item: CalendarItem) => void;
}) {
  const school = useSchoolFormat();
  return (
    <Stack gap="4" data-testid="day-list">
      {days.map((d) => {
        const dayItems = items.filter((i) => i.date === d);
        return (
          <Box key={d}>
            <Heading as="h2" size="sm" mb="2" color={d === today ? "brand.fg" : undefined}>
              {school.longDate(d)}
              {d === today ? " (today)" : ""}
            </Heading>
            {dayItems.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No sessions.
              </Text>
            ) : (
              <Stack gap="2">
                {dayItems.map((it) => (
                  <Button
                    key={it.key}
                    variant="outline"
                    justifyContent="flex-start"
                    h="auto"
                    py="2"
                    whiteSpace="normal"
                    textAlign="left"
                    borderLeftWidth="6px"
                    borderLeftColor={it.color}
                    // Cancelled shows as a dashed border, struck title and the word itself; fading
                    // the whole button would take its text below a readable contrast.
                    borderStyle={it.cancelled ? "dashed" : undefined}
                    onClick={() => onOpen(it)}
                  >
                    <Box>
                      <Text fontWeight="semibold" textDecoration={it.cancelled ? "line-through" : undefined}>
                        {it.startTime}–{it.endTime} {it.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {it.subtitle}
                        {it.cancelled ? ` · cancelled${it.cancelReason ? `: ${it.cancelReason}` : ""}` : ""}
                      </Text>
                    </Box>
                  </Button>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
