import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { DataStates, EmptyNote, SaveFailed } from "@/components/ui/data-states";
import { formatCivilDate } from "@/lib/dates";
import { useSave } from "@/lib/use-save";
import { classNameOn } from "../api/class-name";
import { bookMakeUp, useBookable } from "../api/seats";

/** The sessions one credit can book, each with its seats left and a Book button. */
export function CreditSessions({ creditId, onBooked }: { creditId: string; onBooked: () => void }) {
  const sessions = useBookable(creditId);
  const booking = useSave("The booking failed. Try again.");
  const book = async (sessionKey: string, date: string) => {
    const booked = await booking.run(`${sessionKey}|${date}`, () => bookMakeUp(creditId, sessionKey, date));
    if (booked) onBooked();
    else sessions.retry();
  };
  return (
    <DataStates state={sessions} what="Sessions" rows={2}>
      {(list) =>
        list.length === 0 ? (
          <EmptyNote>No session can take this credit before it expires.</EmptyNote>
        ) : (
          <Stack gap="2">
            <SaveFailed failure={booking.failure} fontSize="sm" />
            {list.map((s) => (
              <HStack key={`${s.sessionKey}|${s.date}`} justify="space-between" gap="3">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {classNameOn(s.name, s.date, s.startTime)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${formatCivilDate(s.date)} · ${s.startTime}–${s.endTime} · ${
                      s.seatsLeft === 0 ? "full" : `${s.seatsLeft} seat${s.seatsLeft === 1 ? "" : "s"} left`
                    }`}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={s.seatsLeft === 0}
                  loading={booking.busy === `${s.sessionKey}|${s.date}`}
                  onClick={() => void book(s.sessionKey, s.date)}
                  aria-label={`Book ${s.name} on ${formatCivilDate(s.date)}`}
                >
                  Book
                </Button>
              </HStack>
            ))}
          </Stack>
        )
      }
    </DataStates>
  );
}
