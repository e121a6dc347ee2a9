import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Section } from "@/components/content/section";
import { DataStates, EmptyNote, SaveFailed } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { formatCivilDate, formatInstant } from "@/lib/dates";
import { useSchoolZone } from "@/lib/school-zone";
import { useSave } from "@/lib/use-save";
import { classNameOn } from "../api/class-name";
import { cancelBooking, useMySeats } from "../api/seats";
import { CreditSessions } from "./credit-sessions";
import { WaitlistSection } from "./waitlist-section";

const box = {
  bg: "bg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  px: "4",
  py: "3",
} as const;

/** "Make-up classes": the student's credits (soonest expiry first), what each can book, and their bookings. */
export function SeatsPage() {
  const seats = useMySeats();
  const zone = useSchoolZone();
  const [openCredit, setOpenCredit] = useState<string | null>(null);
  const cancelling = useSave("The booking could not be cancelled.");
  const cancel = async (id: string) => {
    await cancelling.run(id, () => cancelBooking(id));
    seats.retry();
  };
  return (
    <Stack gap="6">
      <ScreenTitle>Make-up classes</ScreenTitle>
      <WaitlistSection />
      <DataStates state={seats} what="Your make-up classes" rows={3}>
        {(data) => {
          const open = data.credits.filter((c) => c.status === "open");
          return (
            <Stack gap="6">
              <Section title="Booked make-ups">
                <SaveFailed failure={cancelling.failure} fontSize="sm" />
                {data.bookings.length === 0 ? (
                  <EmptyNote>No make-up booked.</EmptyNote>
                ) : (
                  data.bookings.map((b) => (
                    <HStack key={b._id} {...box} justify="space-between">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium">{classNameOn(b.sessionName, b.date, b.startTime)}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {`${formatCivilDate(b.date)} at ${b.startTime} · cancel by ${formatInstant(b.cancelBy, zone)}`}
                        </Text>
                      </Stack>
                      <Button size="sm" variant="outline" onClick={() => void cancel(b._id)}>
                        Cancel
                      </Button>
                    </HStack>
                  ))
                )}
              </Section>
              <Section title="Credits">
                {open.length === 0 ? (
                  <EmptyNote>No credit to use. Reporting an absence ahead can earn one.</EmptyNote>
                ) : (
                  open.map((c) => (
                    <Box key={c._id} {...box}>
                      <HStack justify="space-between" gap="3">
                        <Stack gap="0">
                          <Text fontWeight="medium">{c.programName ?? "Make-up credit"}</Text>
                          <Text
                            fontSize="sm"
                            color="fg.muted"
                          >{`Use by ${formatInstant(c.expiresAt, zone)}`}</Text>
                        </Stack>
                        {c.source === "staff" && <Badge>From the school</Badge>}
                      </HStack>
                      {openCredit === c._id ? (
                        <Box pt="3">
                          <CreditSessions
                            creditId={c._id}
                            onBooked={() => (setOpenCredit(null), seats.retry())}
                          />
                        </Box>
                      ) : (
                        <Button mt="2" size="sm" variant="outline" onClick={() => setOpenCredit(c._id)}>
                          Find a session
                        </Button>
                      )}
                    </Box>
                  ))
                )}
              </Section>
            </Stack>
          );
        }}
      </DataStates>
    </Stack>
  );
}
