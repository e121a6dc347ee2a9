import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { TableHead, type TableColumn } from "./table-head";

/** One row of a TextTable: its React key and its cells, in the columns' order. */
export interface TextRow {
  key: string;
  cells: ReactNode[];
}

/** A table of plain rows under plain column titles; `root` props (size, striped…) go to Table.Root. */
export function TextTable({
  columns,
  rows,
  caption,
  ...root
}: { columns: readonly TableColumn[]; rows: TextRow[]; caption?: string } & Table.RootProps) {
  return (
    <Table.Root {...root}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <TableHead columns={columns} />
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key}>
            {r.cells.map((c, i) => (
              <Table.Cell key={i}>{c}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
