import { Badge, Box, Card, EmptyState, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { BookOpen, Clock, GraduationCap, Users } from "lucide-react";
import { useCallback, useMemo } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/lib/auth/use-auth";
import { useErrorToast } from "@/lib/use-error-toast";
import { usePrograms } from "../api/get-programs";
import { useStudents } from "../api/get-students";
import { StatCard } from "./stat-card";

const formatDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function DashboardPage() {
  const { auth } = useAuth();
  const students = useStudents();
  const programs = usePrograms();
  const retryStudents = useCallback(() => void students.refetch(), [students]);
  const retryPrograms = useCallback(() => void programs.refetch(), [programs]);
  useErrorToast(students.error, "Error fetching student:", "Students could not be loaded.", retryStudents);
  useErrorToast(programs.error, "Error fetching programs:", "Programs could not be loaded.", retryPrograms);

  const summary = useMemo(() => {
    const list = students.data ?? [];
    const enrolled = new Map<string, number>();
    for (const s of list) if (s.status === "active") for (const id of s.programIds) enrolled.set(id, (enrolled.get(id) ?? 0) + 1);
    const groups = new Set(list.flatMap((s) => s.groupIds));
    return {
      active: list.filter((s) => s.status === "active").length,
      waitlist: list.filter((s) => s.status === "waitlist").length,
      groups: groups.size,
      enrolled,
    };
  }, [students.data]);

  const firstName = auth.user?.displayName.split(" ")[0];
  return (
    <Box>
      <PageHeader title="Dashboard" description={firstName ? `Welcome back, ${firstName}. Here is your school at a glance.` : undefined} />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="6">
        <StatCard label="Students" value={students.data?.length} icon={GraduationCap} loading={students.isPending} testId="stat-students" help={students.data ? `${summary.active} active` : undefined} />
        <StatCard label="Programs" value={programs.data?.length} icon={BookOpen} loading={programs.isPending} testId="stat-programs" />
        <StatCard label="Groups with students" value={students.data ? summary.groups : undefined} icon={Users} loading={students.isPending} testId="stat-groups" />
        <StatCard label="On the waitlist" value={students.data ? summary.waitlist : undefined} icon={Clock} loading={students.isPending} testId="stat-waitlist" />
      </SimpleGrid>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Programs
          </Heading>
        </Card.Header>
        <Card.Body pt="2">
          {programs.isPending ? (
            <Stack>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="10" />
              ))}
            </Stack>
          ) : programs.data && programs.data.length > 0 ? (
            <Table.ScrollArea>
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Program</Table.ColumnHeader>
                    <Table.ColumnHeader>Term</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Active students</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {programs.data.map((p) => (
                    <Table.Row key={p._id}>
                      <Table.Cell>
                        <Box display="inline-block" w="2.5" h="2.5" borderRadius="full" bg={p.color} me="2" aria-hidden />
                        {p.name}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {formatDate(p.startDate)} – {formatDate(p.endDate)}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={p.status === "published" ? "green" : "gray"}>{p.status}</Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{students.data ? (summary.enrolled.get(p._id) ?? 0) : "…"}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : programs.error ? (
            <Text color="fg.muted">Programs could not be loaded.</Text>
          ) : (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Title>No programs yet</EmptyState.Title>
                <EmptyState.Description>Create your first program to see it here.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export default DashboardPage;
