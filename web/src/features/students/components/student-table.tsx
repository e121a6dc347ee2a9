import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { ageOn, type StudentSort } from "@shared/student.schema";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useSchoolFormat } from "@/lib/use-school-format";
import type { StudentFilters, useStudentPage } from "../api/list-students";
import { StatusBadge } from "./status-badge";

/** A row of the register, as the list answers it. */
type StudentRow = NonNullable<ReturnType<typeof useStudentPage>["data"]>["data"][number];
type Sorting = Pick<StudentFilters, "sort" | "dir">;

function SortHeader({
  sort,
  label,
  sorting,
  onSort,
}: {
  sort: StudentSort;
  label: string;
  sorting: Sorting;
  onSort: (sort: StudentSort) => void;
}) {
  const filters = sorting;
  const sortBy = onSort;
  return (
    <Table.ColumnHeader
      aria-sort={filters.sort === sort ? (filters.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <Button variant="ghost" size="xs" px="1" onClick={() => sortBy(sort)}>
        {label}
        {filters.sort === sort &&
          (filters.dir === "asc" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />)}
      </Button>
    </Table.ColumnHeader>
  );
}

type Props = {
  rows: StudentRow[];
  sorting: Sorting;
  onSort: (sort: StudentSort) => void;
  onOpen: (id: string) => void;
  groupName: (id: string) => string;
  /** The rows are the last page's while the next loads: shown faded. */
  stale: boolean;
};

/** The register's table: one row per student, sortable by name and enrolment. */
export function StudentTable({ rows, sorting, onSort, onOpen, groupName, stale }: Props) {
  const school = useSchoolFormat();
  const open = onOpen;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive aria-label="Students" opacity={stale ? 0.6 : 1}>
        <Table.Header>
          <Table.Row>
            <SortHeader sorting={sorting} onSort={onSort} sort="lastName" label="Last name" />
            <SortHeader sorting={sorting} onSort={onSort} sort="firstName" label="First name" />
            <Table.ColumnHeader>Age</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Groups</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <SortHeader sorting={sorting} onSort={onSort} sort="enrolledAt" label="Enrolled" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((s) => (
            <Table.Row key={s._id} onClick={() => open(s._id)} cursor="pointer" data-testid="student-row">
              <Table.Cell fontWeight="medium">
                <Button
                  variant="plain"
                  size="sm"
                  p="0"
                  h="auto"
                  onClick={(e) => {
                    e.stopPropagation();
                    open(s._id);
                  }}
                >
                  {s.lastName}
                </Button>
              </Table.Cell>
              <Table.Cell>{s.firstName}</Table.Cell>
              <Table.Cell>{ageOn(s.dateOfBirth)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={s.status} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {s.groupIds.map((g) => (
                    <Badge key={g} variant="outline" size="sm">
                      {groupName(g)}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                {s.email ?? (
                  <Text as="span" color="fg.muted">
                    None
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{school.date(s.enrolledAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
