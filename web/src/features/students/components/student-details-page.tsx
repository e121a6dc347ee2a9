import {
  Box,
  Button,
  Card,
  chakra,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import type { StudentSort } from "@shared/student.schema";
import { STUDENT_STATUSES, STUDENT_STATUS_LABELS } from "@shared/student";
import { ChevronLeft, ChevronRight, Download, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { toast } from "react-toastify";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { PageHeader } from "@/components/ui/page-header";
import { SelectInput } from "@/components/ui/select-input";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { lookupOptions, useGroupOptions, useProgramOptions } from "@/lib/lookups";
import { useDebounced } from "@/lib/use-debounced";
import { exportStudents } from "../api/export-students";
import { FIRST_STUDENT_PAGE, useStudentPage, type StudentFilters } from "../api/list-students";
import { StudentDrawer } from "./student-drawer";
import { StudentTable } from "./student-table";

/** /students/details: the register with search, filters, sorting, cursor pages and export. */
export function StudentDetailsPage() {
  const [params, setParam] = useSearchParamSetter();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const [filters, setFilters] = useState<Omit<StudentFilters, "q">>(() => {
    const { groupId, programId, status, sort, dir } = FIRST_STUDENT_PAGE;
    return { groupId, programId, status, sort, dir };
  });
  const [limit, setLimit] = useState(FIRST_STUDENT_PAGE.limit);
  const all: StudentFilters = useMemo(() => ({ ...filters, q }), [filters, q]);
  // Cursor pages: the cursors that opened each page so far (first page: undefined), kept with the
  // query they belong to. The API refuses a cursor with other filters, so new filters start at the
  // first page in the same render (an effect would send the old cursor with them first).
  const query = JSON.stringify([all, limit]);
  const [paging, setPaging] = useState({ query, cursors: [undefined] as (string | undefined)[] });
  const cursors = paging.query === query ? paging.cursors : [undefined];
  const setCursors = (next: (c: (string | undefined)[]) => (string | undefined)[]) =>
    setPaging({ query, cursors: next(cursors) });
  const page = useStudentPage({ ...all, limit, cursor: cursors[cursors.length - 1] });
  const groups = useGroupOptions();
  const programs = useProgramOptions();
  const [exporting, setExporting] = useState(false);
  const openId = params.get("student");

  const groupName = (id: string) => groups.data?.find((g) => g._id === id)?.name ?? id;
  const sortBy = (sort: StudentSort) =>
    setFilters((f) => ({ ...f, sort, dir: f.sort === sort && f.dir === "asc" ? "desc" : "asc" }));
  const setFilter = (key: "groupId" | "programId" | "status", value: string) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const open = (id: string | null) => setParam("student", id ?? "");

  const doExport = async () => {
    setExporting(true);
    try {
      await exportStudents(all);
      toast.success("The CSV file is downloaded.");
    } catch (err) {
      toastErrorWithRetry(`The export failed. ${(err as Error).message}`, () => void doExport(), "export");
    } finally {
      setExporting(false);
    }
  };

  const rows = page.data?.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Student Details"
        description="The student register. Select a student to see and edit their profile."
        actions={
          <Button variant="outline" onClick={() => void doExport()} loading={exporting}>
            <Download aria-hidden /> Export CSV
          </Button>
        }
      />
      <Card.Root mb="4">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
            <Box>
              <chakra.label display="block" htmlFor="student-search" fontSize="sm" fontWeight="medium">
                Search
              </chakra.label>
              <Input
                id="student-search"
                type="search"
                placeholder="First name, last name or email"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Box>
            {[
              {
                key: "groupId" as const,
                label: "Group",
                options: lookupOptions(groups.data),
                all: "All groups",
              },
              {
                key: "programId" as const,
                label: "Program",
                options: lookupOptions(programs.data),
                all: "All programs",
              },
              {
                key: "status" as const,
                label: "Status",
                options: [
                  ...STUDENT_STATUSES.map((s) => [s, STUDENT_STATUS_LABELS[s]] as const),
                  ["all", "All, with archived"] as const,
                ],
                all: "Not archived",
              },
            ].map((f) => (
              <Box key={f.key}>
                <chakra.label display="block" htmlFor={`filter-${f.key}`} fontSize="sm" fontWeight="medium">
                  {f.label}
                </chakra.label>
                <SelectInput
                  id={`filter-${f.key}`}
                  value={filters[f.key]}
                  onChange={(e) => setFilter(f.key, e.target.value)}
                  options={f.options}
                >
                  <option value="">{f.all}</option>
                </SelectInput>
              </Box>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body p={{ base: "2", md: "4" }}>
          <QueryStates query={page} noun="register" skeleton={{ rows: 8 }}>
            {({ data: shown }) =>
              shown.length === 0 ? (
                <EmptyView
                  icon={<Users />}
                  title={
                    q || filters.groupId || filters.programId || filters.status
                      ? "No students match"
                      : "No students yet"
                  }
                  description={
                    q
                      ? `Nothing starts with "${q}". Try another spelling or clear the filters.`
                      : "Enrol a student or import a CSV file to fill the register."
                  }
                />
              ) : (
                <StudentTable
                  rows={shown}
                  sorting={filters}
                  onSort={sortBy}
                  onOpen={open}
                  groupName={groupName}
                  stale={page.isPlaceholderData}
                />
              )
            }
          </QueryStates>
          <HStack justify="space-between" mt="4" wrap="wrap" gap="3">
            <HStack>
              <chakra.label display="block" htmlFor="page-size" fontSize="sm">
                Rows per page
              </chakra.label>
              <SelectInput
                root={{ size: "sm", width: "20" }}
                id="page-size"
                value={limit}
                onChange={(e) => setLimit(Number(e.target.value))}
                options={[10, 25, 50, 100].map((n) => [n, String(n)] as const)}
              />
            </HStack>
            <HStack>
              <Text fontSize="sm" color="fg.muted">
                Page {cursors.length}
              </Text>
              <IconButton
                aria-label="Previous page"
                variant="outline"
                size="sm"
                disabled={cursors.length === 1}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                <ChevronLeft />
              </IconButton>
              <IconButton
                aria-label="Next page"
                variant="outline"
                size="sm"
                disabled={!page.data?.nextCursor}
                onClick={() => setCursors((c) => [...c, page.data?.nextCursor ?? undefined])}
              >
                <ChevronRight />
              </IconButton>
            </HStack>
          </HStack>
          <VisuallyHidden aria-live="polite">
            {page.isFetching ? "Loading students" : `${rows.length} students shown`}
          </VisuallyHidden>
        </Card.Body>
      </Card.Root>
      {openId && (
        <StudentDrawer id={openId} onClose={() => open(null)} groups={groups.data} programs={programs.data} />
      )}
    </Box>
  );
}

export default StudentDetailsPage;
