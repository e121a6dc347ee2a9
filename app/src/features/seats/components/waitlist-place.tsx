import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { MyWaitlists } from "@shared/waitlist.schema";
import { useState } from "react";
import { useSchoolDay } from "@/lib/school-zone";

type Place = MyWaitlists["places"][number];

/**
 * One place in line, with "Leave the waitlist": a second step asks before the place is given up,
 * since it cannot be had back (joining again goes to the end of the line).
 */
export function WaitlistPlace({
  place,
  box,
  leaving,
  onLeave,
}: {
  place: Place;
  box: Record<string, string>;
  leaving: boolean;
  onLeave: () => void;
}) {
  const schoolDay = useSchoolDay();
  const [asking, setAsking] = useState(false);
  return (
    <Box {...box} role="group" aria-label={`Waitlist: ${place.groupName}`}>
      <HStack justify="space-between" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{place.groupName}</Text>
          <Text fontSize="sm" color="fg.muted">{`In line since ${schoolDay(place.joinedAt)}`}</Text>
        </Stack>
        <Text fontWeight="semibold" aria-label={`Place ${place.position} in line`}>
          {`#${place.position}`}
        </Text>
      </HStack>
      {asking ? (
        <Stack mt="3" gap="2" role="alert">
          <Text fontSize="sm">
            {`Leave the waitlist of ${place.groupName}? If you join again later, you start at the end of the line.`}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="red" loading={leaving} onClick={onLeave}>
              Yes, leave
            </Button>
            <Button size="sm" variant="outline" disabled={leaving} onClick={() => setAsking(false)}>
              Keep my place
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button mt="3" size="sm" variant="outline" onClick={() => setAsking(true)}>
          Leave the waitlist
        </Button>
      )}
    </Box>
  );
}
