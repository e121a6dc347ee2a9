import { Table } from "@chakra-ui/react";

/** A column title; `end` aligns a column of numbers to the end, like its cells. */
export type TableColumn = string | { label: string; end: true };

/** The header row of a table whose columns are plain titles (sortable ones build their own). */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((c) =>
          typeof c === "string" ? (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ) : (
            <Table.ColumnHeader key={c.label} textAlign="end">
              {c.label}
            </Table.ColumnHeader>
          ),
        )}
      </Table.Row>
    </Table.Header>
  );
}
