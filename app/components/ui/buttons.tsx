// The shop's form buttons and text links, styled once.
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A form's main button, across the form; disabled while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn w-full" disabled={busy}>
      {children}
    </button>
  );
}

/** A link within text (to another page of the shop). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {children}
    </Link>
  );
}
