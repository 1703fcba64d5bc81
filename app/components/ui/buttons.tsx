// The shop's buttons and text links: a form's main button and a text link styled once, a form of one
// button, and a submit button that names its intent.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "react-router";

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

/**
 * A button that is a form of its own, posting to `action` with no fields (Logout, the backup).
 * `file`: the answer is a file to download, so the browser posts the form itself, not the page's
 * script (which then has no route to learn either).
 */
export function PostButton({
  action,
  file = false,
  className,
  children,
}: {
  action: string;
  file?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} reloadDocument={file} discover={file ? "none" : "render"}>
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/**
 * A submit button that tells the form's action what to do (`intent`): one form may carry several
 * (a cart line's −, + and Update; a category's ↑ and ↓).
 */
export function IntentButton({
  intent,
  ...button
}: { intent: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value">) {
  return <button type="submit" name="intent" value={intent} {...button} />;
}
