// A table of records (the desk's payments, an order's SMS): its column headers and a row each, in a
// box that scrolls sideways when the table is wider than the screen.
import type { ReactNode } from "react";
import { TableHead, type Column } from "./table-head.tsx";

export function DataTable({
  columns,
  boxClassName,
  children,
}: {
  columns: readonly Column[];
  /** The scrolling box's place and look. */
  boxClassName: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className={boxClassName}>
      <table className="w-full text-left text-sm">
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
