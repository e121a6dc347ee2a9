import { Box, Button, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { WaitlistOffer } from "@shared/waitlist.schema";
import { useState } from "react";
import { Section } from "@/components/content/section";
import { DataStates, EmptyNote, SaveFailed } from "@/components/ui/data-states";
import { formatInstant } from "@/lib/dates";
import { useSave } from "@/lib/use-save";
import { answerOffer, joinWaitlist, leaveWaitlist, useMyWaitlists } from "../api/waitlists";
import { WaitlistPlace } from "./waitlist-place";

const box = {
  bg: "bg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  px: "4",
  py: "3",
} as const;
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The deadline in the school's zone, and in the family's own when it differs. */
function deadline(offer: WaitlistOffer) {
  const school = formatInstant(offer.expiresAt, offer.timeZone);
  if (deviceZone() === offer.timeZone) return `Accept by ${school}`;
  return `Accept by ${formatInstant(offer.expiresAt)} your time (${school} at the school)`;
}

/** "Waitlists": an open offer to accept or decline, the family's places in line, and joining a line. */
export function WaitlistSection() {
  const lists = useMyWaitlists();
  const saving = useSave("That did not work. Try again.");
  const busy = saving.busy;
  const [groupId, setGroupId] = useState("");
  const run = async (key: string, action: () => Promise<unknown>) => {
    await saving.run(key, action);
    lists.retry();
  };
  return (
    <Section title="Waitlists">
      <DataStates state={lists} what="Your waitlists" rows={2}>
        {(data) => (
          <Stack gap="3">
            <SaveFailed failure={saving.failure} fontSize="sm" />
            {data.offers.map((o) => (
              <Box
                key={o._id}
                {...box}
                borderColor="brand.solid"
                aria-label={`Offer: ${o.groupName}`}
                role="group"
              >
                <Text fontWeight="semibold">{`A place in ${o.groupName} is free for ${o.studentName}`}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {deadline(o)}
                </Text>
                <HStack mt="3" gap="2">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={busy === `accept-${o._id}`}
                    onClick={() => void run(`accept-${o._id}`, () => answerOffer(o._id, "accept"))}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === `decline-${o._id}`}
                    onClick={() => void run(`decline-${o._id}`, () => answerOffer(o._id, "decline"))}
                  >
                    Decline
                  </Button>
                </HStack>
              </Box>
            ))}
            {data.places.length === 0 && data.offers.length === 0 ? (
              <EmptyNote>You are not on a waitlist.</EmptyNote>
            ) : (
              data.places
                .filter((p) => p.status === "waiting")
                .map((p) => (
                  <WaitlistPlace
                    key={p._id}
                    place={p}
                    box={box}
                    leaving={busy === `leave-${p.groupId}`}
                    onLeave={() => void run(`leave-${p.groupId}`, () => leaveWaitlist(p.groupId))}
                  />
                ))
            )}
            {data.canJoin && data.joinable.length > 0 && (
              <HStack gap="2" align="end">
                <NativeSelect.Root size="sm" flex="1">
                  <NativeSelect.Field
                    aria-label="Group to wait for"
                    value={groupId}
                    onChange={(e) => setGroupId(e.currentTarget.value)}
                  >
                    <option value="">Choose a group…</option>
                    {data.joinable.map((g) => (
                      <option key={g._id} value={g._id}>
                        {g.full ? `${g.name} (full)` : g.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!groupId}
                  loading={busy === "join"}
                  onClick={() => void run("join", () => joinWaitlist(groupId))}
                >
                  Join the waitlist
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </DataStates>
    </Section>
  );
}
