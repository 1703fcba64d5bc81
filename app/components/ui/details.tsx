// Facts as terms and their details, in two columns (a <dl>): an order's customer and payment on the
// desk, the order number, date and payment on the receipt.
import type { ReactNode } from "react";

export function Details({ children }: { children: ReactNode }) {
  return <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>;
}

/** One term and its detail; `className` styles the detail (long words broken, a figure in bold). */
export function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}
