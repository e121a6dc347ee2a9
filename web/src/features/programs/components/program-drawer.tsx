import { Badge, Box, Button, DataList, HStack, Link, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { enumLabel } from "@shared/enum-labels";
import { Link as RouterLink } from "react-router-dom";
import { DetailDrawer } from "@/components/ui/detail-drawer";
import { ColorDot } from "@/components/ui/color-dot";
import { QueryStates } from "@/components/ui/load-states";
import { useLookups } from "@/lib/lookups";
import { useSchoolFormat } from "@/lib/use-school-format";
import { RELEASE_LABEL, RELEASE_PALETTE } from "@/lib/video-release";
import { useProgram } from "../api/get-program";
import { STATUS_COLOR, weekday } from "../format";
import { TableHead } from "@/components/ui/table-head";

/** The program page, as a drawer over the programs table. */
export function ProgramDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const program = useProgram(id);
  const lookups = useLookups();
  const school = useSchoolFormat();
  const groupName = (gid: string) => lookups.data?.groups.find((g) => g._id === gid)?.name ?? gid;
  const instructorName = (uid: string) => lookups.data?.instructors.find((i) => i._id === uid)?.name ?? uid;
  return (
    <DetailDrawer open={Boolean(id)} onClose={onClose} title={program.data?.name ?? "Program"}>
      <QueryStates query={program} noun="program" skeleton={{ rows: 6 }}>
        {(p) => (
          <Tabs.Root defaultValue="overview" variant="line" size="sm">
            <Tabs.List flexWrap="wrap">
              <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
              <Tabs.Trigger value="groups">Groups & students</Tabs.Trigger>
              <Tabs.Trigger value="schedule">Weekly schedule</Tabs.Trigger>
              <Tabs.Trigger value="weeks">Term weeks</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="overview">
              <Stack gap="4">
                {p.description && <Text>{p.description}</Text>}
                <DataList.Root orientation="horizontal" size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>Status</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Badge colorPalette={STATUS_COLOR[p.status]}>{enumLabel(p.status)}</Badge>
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Term</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {school.date(p.startDate)} – {school.date(p.endDate)} ({p.weeks} weeks)
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Level</DataList.ItemLabel>
                    <DataList.ItemValue>{p.level || "—"}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Ages</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {p.ageRange.min}–{p.ageRange.max}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Enrolled</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {p.enrolledCount} of {p.capacity}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Sessions a week</DataList.ItemLabel>
                    <DataList.ItemValue>{p.sessionsPerWeek}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                <HStack>
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={`/programs/create?id=${encodeURIComponent(p._id)}`}>
                      Edit program
                    </RouterLink>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`/programs/schedules?program=${encodeURIComponent(p._id)}`}>
                      Open in calendar
                    </RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="groups">
              <Stack gap="4">
                {p.groups.length === 0 && (
                  <Text color="fg.muted">No groups yet. Edit the program to add some.</Text>
                )}
                {p.groups.map((g) => {
                  const members = p.students.filter((s) => s.groupIds.includes(g._id));
                  return (
                    <Box key={g._id}>
                      <Text fontWeight="semibold">
                        <ColorDot color={g.color ?? "gray.400"} me="2" />
                        {g.name}{" "}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          ({g.studentCount} active)
                        </Text>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {members.length === 0
                          ? "No students."
                          : members
                              .map(
                                (s) =>
                                  `${s.firstName} ${s.lastName}${s.status !== "active" ? ` (${s.status})` : ""}`,
                              )
                              .join(", ")}
                      </Text>
                    </Box>
                  );
                })}
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="schedule">
              {p.schedule.length === 0 ? (
                <Text color="fg.muted">No weekly sessions yet. Add them on the Schedules calendar.</Text>
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm">
                    <TableHead columns={["Day", "Time", "Group", "Room", "Instructor"]} />
                    <Table.Body>
                      {p.schedule.map((s) => (
                        <Table.Row key={s._id}>
                          <Table.Cell>{weekday(s.dayOfWeek)}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            {s.startTime}–{s.endTime}
                          </Table.Cell>
                          <Table.Cell>{groupName(s.groupId)}</Table.Cell>
                          <Table.Cell>{s.room}</Table.Cell>
                          <Table.Cell>{instructorName(s.instructorId)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Tabs.Content>
            <Tabs.Content value="weeks">
              <Stack gap="2">
                {p.termWeeks.map((w) => (
                  <Box key={w.week} borderWidth="1px" borderRadius="md" p="2">
                    <Text fontWeight="medium">
                      Week {w.week}{" "}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {school.date(w.start)} – {school.date(w.end)}
                      </Text>
                    </Text>
                    {w.videos.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No videos for this week.
                      </Text>
                    ) : (
                      w.videos.map((v) => (
                        <HStack key={v._id} fontSize="sm" gap="2" wrap="wrap" data-testid="term-week-video">
                          <Link asChild color="brand.fg">
                            <RouterLink to={`/media/edit/${v._id}/${w.week}`}>{v.title}</RouterLink>
                          </Link>
                          <Badge size="sm" variant="subtle" colorPalette={RELEASE_PALETTE[v.releaseState]}>
                            {v.releaseState === "scheduled" && v.releaseAt
                              ? `Out ${school.date(v.releaseAt)}`
                              : RELEASE_LABEL[v.releaseState]}
                          </Badge>
                        </HStack>
                      ))
                    )}
                  </Box>
                ))}
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </QueryStates>
    </DetailDrawer>
  );
}
