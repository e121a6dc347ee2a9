import type { GroupWaitlist } from "@shared/waitlist.schema";
import { Badge, Button, Card, HStack, IconButton, Input, Stack, Table, Text } from "@chakra-ui/react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { QueryStates } from "@/components/ui/load-states";
import { useDebounced } from "@/lib/use-debounced";
import { useSchoolFormat } from "@/lib/use-school-format";
import { useStudentSearch } from "../api/search-students";
import { useChangeWaitlist, useGroupWaitlist, type WaitlistChange } from "../api/waitlist";
import { OfferChain } from "./offer-chain";

/**
 * A group's waitlist: the line in order (move, remove, offer by hand), adding a student, and the
 * offer chain with pause and skip. Every change but adding asks for the reason the audit keeps.
 */
export function WaitlistPanel({ groupId }: { groupId: string }) {
  const waitlist = useGroupWaitlist(groupId);
  const change = useChangeWaitlist(groupId);
  const school = useSchoolFormat();
  const [reason, setReason] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const found = useStudentSearch({ q, limit: 10, enabled: q.length > 0 });

  const run = (c: WaitlistChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        toast.success(done);
        if (c.op === "add") setSearch("");
        else setReason("");
      },
      onError: (err) => toastErrorWithRetry((err as Error).message, () => run(c, done), "waitlist-change"),
    });
  const why = reason.trim();

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Text fontWeight="semibold" as="h2">
            Waitlist
          </Text>
          {waitlist.data?.paused && <Badge colorPalette="orange">Offers paused</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryStates query={waitlist} noun="waitlist" skeleton={{ rows: 3 }}>
          {(w: GroupWaitlist) => {
            const inLine = new Set(w.entries.map((e) => e.studentId));
            const candidates = (found.data?.data ?? []).filter(
              (s) => !inLine.has(s._id) && !s.groupIds.includes(groupId),
            );
            const out = w.offers.some((o) => o.status === "open" || o.status === "held");
            return (
              <Stack gap="4">
                <Stack gap="1">
                  <Text as="span" id={`reason-${groupId}`} fontSize="sm" fontWeight="medium">
                    Reason for a change (kept in the audit log)
                  </Text>
                  <Input
                    aria-labelledby={`reason-${groupId}`}
                    value={reason}
                    maxLength={300}
                    placeholder="e.g. Sibling already in the group"
                    onChange={(e) => setReason(e.target.value)}
                  />
                </Stack>
                {w.entries.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    Nobody is waiting for this group.
                  </Text>
                ) : (
                  <Table.ScrollArea tabIndex={0}>
                    <Table.Root size="sm" aria-label="Waitlist in order">
                      <Table.Body>
                        {w.entries.map((e, i) => (
                          <Table.Row key={e._id}>
                            <Table.Cell width="1">{`#${e.position}`}</Table.Cell>
                            <Table.Cell>
                              <Stack gap="0">
                                <Text>{e.studentName}</Text>
                                <Text fontSize="xs" color="fg.muted">
                                  {`Joined ${school.date(e.joinedAt)}${e.joinedBy === "family" ? " from the app" : ""}`}
                                </Text>
                              </Stack>
                            </Table.Cell>
                            <Table.Cell>
                              {e.status === "offered" && <Badge colorPalette="blue">Offered</Badge>}
                            </Table.Cell>
                            <Table.Cell textAlign="end" whiteSpace="nowrap">
                              <IconButton
                                size="xs"
                                variant="ghost"
                                aria-label={`Move ${e.studentName} up`}
                                disabled={i === 0 || !why}
                                onClick={() =>
                                  run(
                                    { op: "reorder", studentId: e.studentId, position: i, reason: why },
                                    "Moved up.",
                                  )
                                }
                              >
                                <ArrowUp />
                              </IconButton>
                              <IconButton
                                size="xs"
                                variant="ghost"
                                aria-label={`Move ${e.studentName} down`}
                                disabled={i === w.entries.length - 1 || !why}
                                onClick={() =>
                                  run(
                                    { op: "reorder", studentId: e.studentId, position: i + 2, reason: why },
                                    "Moved down.",
                                  )
                                }
                              >
                                <ArrowDown />
                              </IconButton>
                              <Button
                                size="xs"
                                variant="ghost"
                                disabled={!why || e.status === "offered"}
                                onClick={() =>
                                  run({ op: "offer", studentId: e.studentId, reason: why }, "Offer sent.")
                                }
                              >
                                Offer
                              </Button>
                              <Button
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                disabled={!why}
                                onClick={() =>
                                  run({ op: "remove", studentId: e.studentId, reason: why }, "Removed.")
                                }
                              >
                                Remove
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                )}
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!why}
                    onClick={() =>
                      run(
                        { op: "pause", paused: !w.paused, reason: why },
                        w.paused ? "Offers resumed." : "Offers paused.",
                      )
                    }
                  >
                    {w.paused ? "Resume offers" : "Pause offers"}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!why || !out}
                    onClick={() =>
                      run(
                        { op: "skip", reason: why },
                        "Offer withdrawn; the next in line is offered the place.",
                      )
                    }
                  >
                    Skip the offer out
                  </Button>
                </HStack>
                <Stack gap="2">
                  <Text as="span" id={`waitlist-add-${groupId}`} fontSize="sm" fontWeight="medium">
                    Add to the waitlist
                  </Text>
                  <Input
                    aria-labelledby={`waitlist-add-${groupId}`}
                    type="search"
                    placeholder="First name, last name or email"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                  />
                  {candidates.map((s) => (
                    <HStack key={s._id} justify="space-between">
                      <Text fontSize="sm">{`${s.firstName} ${s.lastName}`}</Text>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => run({ op: "add", studentId: s._id }, "Added to the waitlist.")}
                      >
                        Add
                      </Button>
                    </HStack>
                  ))}
                </Stack>
                <Stack gap="2">
                  <Text fontWeight="medium" fontSize="sm">
                    Offer chain
                  </Text>
                  <OfferChain offers={w.offers} />
                </Stack>
              </Stack>
            );
          }}
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}
