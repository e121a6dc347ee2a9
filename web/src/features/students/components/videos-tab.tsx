import { Badge, Table, Text } from "@chakra-ui/react";
import { Film } from "lucide-react";
import { EmptyView, QueryStates } from "@/components/ui/load-states";
import { TableHead } from "@/components/ui/table-head";
import { useSchoolFormat } from "@/lib/use-school-format";
import type { StudentWatchRow } from "@shared/video-watch.schema";
import { useStudentWatch } from "../api/get-student-watch";

/** The Videos tab: the practice videos the student played in the app, and which they watched to 90%. */
export function VideosTab({ studentId }: { studentId: string }) {
  const q = useStudentWatch(studentId);
  return (
    <QueryStates
      query={q}
      noun="watch progress"
      skeleton={{ rows: 4 }}
      empty={
        <EmptyView
          icon={<Film />}
          title="No videos played yet"
          description="Videos this student starts in the app appear here, with the ones they watched to the end."
        />
      }
    >
      {(rows) => <WatchTable rows={rows} />}
    </QueryStates>
  );
}

function WatchTable({ rows }: { rows: StudentWatchRow[] }) {
  const school = useSchoolFormat();
  const watched = rows.filter((r) => r.watchedAt).length;
  return (
    <>
      <Text mb="3" color="fg.muted">
        {rows.length} started · {watched} watched
      </Text>
      <Table.ScrollArea maxH="96">
        <Table.Root size="sm" stickyHeader aria-label="Videos played">
          <TableHead columns={["Video", "Week", "First played", "Progress"]} />
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.videoId}>
                <Table.Cell>
                  {r.title}
                  {r.programName && (
                    <Text as="span" color="fg.muted">
                      {" "}
                      · {r.programName}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{r.week ?? "–"}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{school.date(r.startedAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.watchedAt ? "green" : "gray"}>
                    {r.watchedAt ? "Watched" : "Started"}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
