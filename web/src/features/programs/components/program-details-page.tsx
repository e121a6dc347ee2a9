import { Badge, Box, Button, Card, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { enumLabel } from "@shared/enum-labels";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ColorDot } from "@/components/ui/color-dot";
import { CursorListStates } from "@/components/ui/load-more-button";
import { EmptyView } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SelectInput } from "@/components/ui/select-input";
import { useLookups } from "@/lib/lookups";
import { useMediaQuery } from "@/lib/use-media-query";
import { useSchoolFormat } from "@/lib/use-school-format";
import { FIRST_PROGRAM_TAB, usePrograms, type ProgramStatusFilter } from "../api/list-programs";
import { STATUS_COLOR } from "../format";
import { ProgramDrawer } from "./program-drawer";
import { TableHead } from "@/components/ui/table-head";

/** /programs/details: every program, and its page in a drawer (?program=<id>). */
export function ProgramDetailsPage() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ProgramStatusFilter>(FIRST_PROGRAM_TAB);
  const programs = usePrograms(status);
  const lookups = useLookups();
  const school = useSchoolFormat();
  const openId = params.get("program");
  const rows = programs.data?.pages.flatMap((p) => p.data) ?? [];
  const groupName = (id: string) => lookups.data?.groups.find((g) => g._id === id)?.name ?? id;
  const open = (id: string | null) => setParams(id ? { program: id } : {}, { replace: true });
  const phone = useMediaQuery("(max-width: 767px)");
  const name = (p: { _id: string; name: string; color: string }) => (
    <Button
      variant="plain"
      px="0"
      h="auto"
      color="brand.fg"
      whiteSpace="normal"
      textAlign="start"
      onClick={() => open(p._id)}
      aria-label={`Open ${p.name}`}
    >
      <ColorDot color={p.color} />
      {p.name}
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title="Program Details"
        description="Terms, groups, enrolment and weekly sessions of every program."
        actions={
          <HStack>
            <SelectInput
              root={{ size: "sm", width: "52" }}
              aria-label="Show programs"
              value={status}
              onChange={(e) => setStatus(e.target.value as ProgramStatusFilter)}
              options={[
                ["active", "Draft and published"],
                ["published", "Published"],
                ["draft", "Drafts"],
                ["archived", "Archived"],
                ["all", "All"],
              ]}
            />
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/programs/create">
                <Plus /> New program
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <Card.Root>
        <Card.Body p={{ base: "2", md: "4" }}>
          <CursorListStates
            pages={programs}
            count={rows.length}
            skeleton={{ rows: 4 }}
            noun="programs"
            testId="program-list"
            empty={
              <EmptyView
                title="No programs here"
                description="Create a program to plan a term of classes."
                action={
                  <Button asChild colorPalette="brand">
                    <RouterLink to="/programs/create">Create program</RouterLink>
                  </Button>
                }
              />
            }
          >
            {phone ? (
              // On a phone, one card a program with what matters: its term, status and groups.
              <Stack gap="2" data-testid="program-cards">
                {rows.map((p) => (
                  <Box key={p._id} borderWidth="1px" borderRadius="md" p="3">
                    <HStack justify="space-between" align="start" gap="2">
                      {/* A long name wraps beside the badge instead of pushing it off the card. */}
                      <Box flex="1" minW="0">
                        {name(p)}
                      </Box>
                      <Badge colorPalette={STATUS_COLOR[p.status]} flexShrink={0}>
                        {enumLabel(p.status)}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm">
                      {school.date(p.startDate)} – {school.date(p.endDate)} · {p.weeks} weeks
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {p.groupIds.map(groupName).join(", ") || "No groups"} · {p.enrolledCount} of{" "}
                      {p.capacity} places · {p.sessionsPerWeek} a week
                    </Text>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" interactive data-testid="program-table">
                  <TableHead
                    columns={[
                      "Program",
                      "Status",
                      "Term",
                      "Groups",
                      { label: "Enrolled", end: true },
                      { label: "Per week", end: true },
                    ]}
                  />
                  <Table.Body>
                    {rows.map((p) => (
                      <Table.Row key={p._id}>
                        <Table.Cell>{name(p)}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={STATUS_COLOR[p.status]}>{enumLabel(p.status)}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Text whiteSpace="nowrap">
                            {school.date(p.startDate)} – {school.date(p.endDate)}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {p.weeks} weeks
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{p.groupIds.map(groupName).join(", ") || "—"}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {p.enrolledCount} / {p.capacity}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{p.sessionsPerWeek}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </CursorListStates>
        </Card.Body>
      </Card.Root>
      <ProgramDrawer id={openId} onClose={() => open(null)} />
    </Box>
  );
}

export default ProgramDetailsPage;
