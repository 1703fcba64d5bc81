// A titled part of a page: a <section> named by its own heading, so screen readers list it by name.
// A Panel is one on a white card: the parts of an order's pages and of the desk's order page.
import type { ReactNode } from "react";

interface SectionProps {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

export function Section({
  id,
  heading,
  className,
  headingClassName = "font-bold",
  children,
}: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

const card = "rounded-lg bg-white p-4 shadow-sm";

/** A Section on a white card; `spacing` is its distance from what stands above it, if any. */
export function Panel({
  spacing,
  ...section
}: Omit<SectionProps, "className"> & { spacing?: "mt-4" | "mt-6" }) {
  return <Section {...section} className={spacing ? `${spacing} ${card}` : card} />;
}
