import { Table } from "@chakra-ui/react";
import type { TrendSeries } from "@shared/dashboard.schema";
import { percent } from "../format";
import { useSchoolFormat } from "@/lib/use-school-format";

/** The trend's numbers: one row per week, one column per program (the chart's accessible twin). */
export function TrendTable({ weeks, series }: { weeks: string[]; series: TrendSeries[] }) {
  const school = useSchoolFormat();
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="80"
      tabIndex={0}
      aria-label="Weekly attendance table"
    >
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
          Weekly attendance rate (present or late, of everyone marked), weeks starting Monday
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Week of</Table.ColumnHeader>
            {series.map((s) => (
              <Table.ColumnHeader key={s._id} scope="col" textAlign="end">
                {s.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week, i) => (
            <Table.Row key={week}>
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                {school.date(week)}
              </Table.Cell>
              {series.map((s) => (
                <Table.Cell key={s._id} textAlign="end">
                  {percent(s.rates[i] ?? null)}
                  {s.marked[i] ? ` (${s.marked[i]} marks)` : ""}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
