// A titled part of a page: a <section> named by its own heading, so screen readers list it by name.
import type { ReactNode } from "react";

export function Section({
  id,
  heading,
  className,
  headingClassName = "font-bold",
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
