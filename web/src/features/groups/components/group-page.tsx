import { enumLabel } from "@shared/enum-labels";
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { ArrowLeft, Users } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { toast } from "react-toastify";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useDebounced } from "@/lib/use-debounced";
import { useGroup } from "../api/get-group";
import { useUpdateMembers } from "../api/save-group";
import { useStudentSearch } from "../api/search-students";
import { othersText } from "../member-counts";
import { WaitlistPanel } from "./waitlist-panel";

/** /students/groups/:id: a group's members; search students to add, select members to remove. */
export function GroupPage() {
  const { id = "" } = useParams();
  const group = useGroup(id);
  return (
    <QueryStates query={group} noun="group" skeleton={{ rows: 6 }}>
      {(loaded) => <GroupView id={id} g={loaded} />}
    </QueryStates>
  );
}

function GroupView({ id, g }: { id: string; g: NonNullable<ReturnType<typeof useGroup>["data"]> }) {
  // A members' page cursor belongs to its group: another group starts at its first page.
  const [paging, setPaging] = useState<{ id: string; cursor?: string | undefined }>({ id });
  const cursor = paging.id === id ? paging.cursor : undefined;
  const setCursor = (next: string | undefined) => setPaging({ id, cursor: next });
  const members = useStudentSearch({ groupId: id, limit: 100, cursor });
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const found = useStudentSearch({ q, limit: 20, enabled: q.length > 0 });
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  const update = useUpdateMembers(id);

  const after = g.memberCount + toAdd.length;
  const apply = (body: { add?: string[]; remove?: string[] }) =>
    update.mutate(body, {
      onSuccess: (r) => {
        setToAdd([]);
        setToRemove([]);
        const text = r.added
          ? `Added ${r.added} student${r.added === 1 ? "" : "s"}.`
          : `Removed ${r.removed} student${r.removed === 1 ? "" : "s"}.`;
        if (r.overCapacity)
          toast.warn(`${text} The group is now over capacity (${r.memberCount}/${r.capacity}).`);
        else toast.success(text);
      },
      onError: (err) =>
        toastErrorWithRetry(
          `The members could not be changed. ${(err as Error).message}`,
          () => apply(body),
          "group-members",
        ),
    });

  const memberIds = new Set(members.data?.data.map((s) => s._id));
  const candidates = (found.data?.data ?? []).filter((s) => !s.groupIds.includes(id));

  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="2">
        <RouterLink to="/students/groups">
          <ArrowLeft aria-hidden /> All groups
        </RouterLink>
      </Button>
      <PageHeader
        title={g.name}
        description={`${g.memberCount} of ${g.capacity} places taken by active students${othersText(g) ? ` (and ${othersText(g)})` : ""}${g.ageRange ? ` · ages ${g.ageRange.min}–${g.ageRange.max}` : ""}`}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Card.Root>
          <Card.Header>
            <Text fontWeight="semibold">Members</Text>
          </Card.Header>
          <Card.Body>
            <QueryStates query={members} noun="members" skeleton={{ rows: 5 }}>
              {(page) =>
                page.data.length === 0 ? (
                  <EmptyView
                    icon={<Users />}
                    title="No members yet"
                    description="Search for students on the right to add them."
                  />
                ) : (
                  <Stack gap="3">
                    <Table.ScrollArea>
                      <Table.Root size="sm" aria-label="Members">
                        <Table.Body>
                          {page.data.map((s) => (
                            <Table.Row key={s._id}>
                              <Table.Cell>
                                <Checkbox.Root
                                  checked={toRemove.includes(s._id)}
                                  onCheckedChange={(e) =>
                                    setToRemove((r) =>
                                      e.checked ? [...r, s._id] : r.filter((x) => x !== s._id),
                                    )
                                  }
                                >
                                  <Checkbox.HiddenInput />
                                  <Checkbox.Control />
                                  <Checkbox.Label>
                                    {s.firstName} {s.lastName}
                                  </Checkbox.Label>
                                </Checkbox.Root>
                              </Table.Cell>
                              <Table.Cell color="fg.muted" fontSize="sm">
                                {enumLabel(s.status)}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    <HStack justify="space-between">
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={toRemove.length === 0}
                        loading={update.isPending && Boolean(update.variables?.remove)}
                        onClick={() => apply({ remove: toRemove })}
                      >
                        Remove selected ({toRemove.length})
                      </Button>
                      {(cursor || page.nextCursor) && (
                        <HStack>
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={!cursor}
                            onClick={() => setCursor(undefined)}
                          >
                            First page
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={!page.nextCursor}
                            onClick={() => setCursor(page.nextCursor ?? undefined)}
                          >
                            Next page
                          </Button>
                        </HStack>
                      )}
                    </HStack>
                  </Stack>
                )
              }
            </QueryStates>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Text fontWeight="semibold">Add students</Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Box>
                <Text as="span" fontSize="sm" fontWeight="medium" id="add-search-label">
                  Search students
                </Text>
                <Input
                  aria-labelledby="add-search-label"
                  type="search"
                  placeholder="First name, last name or email"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </Box>
              {q && (
                <QueryStates query={found} noun="matching students" skeleton={{ rows: 3 }}>
                  {() =>
                    candidates.length === 0 ? (
                      <Text color="fg.muted">No students to add match "{q}".</Text>
                    ) : (
                      candidates.map((s) => (
                        <Checkbox.Root
                          key={s._id}
                          checked={toAdd.includes(s._id)}
                          onCheckedChange={(e) =>
                            setToAdd((a) => (e.checked ? [...a, s._id] : a.filter((x) => x !== s._id)))
                          }
                          disabled={memberIds.has(s._id)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {s.firstName} {s.lastName}
                            {s.email && (
                              <Text as="span" color="fg.muted" fontSize="sm">
                                {" "}
                                · {s.email}
                              </Text>
                            )}
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))
                    )
                  }
                </QueryStates>
              )}
              {toAdd.length > 0 && after > g.capacity && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>
                    Adding {toAdd.length} puts the group at {after} for {g.capacity} places (
                    {after - g.capacity} over capacity).
                  </Alert.Title>
                </Alert.Root>
              )}
              <Button
                colorPalette="brand"
                disabled={toAdd.length === 0}
                loading={update.isPending && Boolean(update.variables?.add)}
                onClick={() => apply({ add: toAdd })}
              >
                {after > g.capacity && toAdd.length > 0
                  ? `Add anyway (${toAdd.length})`
                  : `Add selected (${toAdd.length})`}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <WaitlistPanel groupId={id} />
      </SimpleGrid>
    </Box>
  );
}

export default GroupPage;
