// The header row of a data table (the desks' lists, an order's summary): one column header each.

export interface Column {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

export function TableHead({
  columns,
  cellPadding = "p-2",
}: {
  columns: readonly Column[];
  cellPadding?: string;
}) {
  return (
    <thead>
      <tr className="border-b border-stone-300">
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={column.numeric ? `${cellPadding} text-right` : cellPadding}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
