import { enumLabel } from "@shared/enum-labels";
import type { WaitlistOffer } from "@shared/waitlist.schema";
import { Badge, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useSchoolFormat } from "@/lib/use-school-format";

const PALETTE: Partial<Record<WaitlistOffer["status"], string>> = {
  open: "blue",
  held: "purple",
  accepted: "green",
  lapsed: "orange",
  withdrawn: "gray",
  declined: "gray",
};

/** Every offer the group's freed places went through, newest first: who, when, until when, how it ended. */
export function OfferChain({ offers }: { offers: WaitlistOffer[] }) {
  const school = useSchoolFormat();
  if (offers.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No offers yet. When a place frees up, the first in line is offered it.
      </Text>
    );
  return (
    <Table.ScrollArea tabIndex={0}>
      <Table.Root size="sm" aria-label="Offer chain">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Student</Table.ColumnHeader>
            <Table.ColumnHeader>Offered</Table.ColumnHeader>
            <Table.ColumnHeader>Accept by</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {offers.map((o) => (
            <Table.Row key={o._id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{o.studentName}</Text>
                  {o.byHand && (
                    <Text fontSize="xs" color="fg.muted">
                      Offered by hand
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{school.dateTime(o.offeredAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{school.dateTime(o.expiresAt)}</Table.Cell>
              <Table.Cell>
                <HStack>
                  <Badge colorPalette={PALETTE[o.status] ?? "gray"}>
                    {o.status === "held" ? "Held for quiet hours" : enumLabel(o.status)}
                  </Badge>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
