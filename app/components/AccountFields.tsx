// The e-mail and password fields of the account forms (login, registration, forgotten password,
// reset): one label, one limit and what a browser may fill in, whichever form they are on.
import { useT, type Message } from "../i18n/translate.ts";
import { accountRules } from "../lib/rules/account.ts";
import { TextField } from "./ui/fields.tsx";

export function AccountEmailField({
  value,
  error,
  hint,
}: {
  /** What was typed (shown again after a refusal), or the address the page already knows. */
  value?: string;
  error?: Message;
  hint?: string;
}) {
  const t = useT();
  return (
    <TextField
      label={t("account.field.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={accountRules.email.maxLength}
      defaultValue={value}
      error={error}
      hint={hint}
    />
  );
}

/**
 * A password field, emptied after each answer of its form (a new key), so that a refused password
 * is never shown again.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  answers,
  minLength,
  maxLength,
  error,
}: {
  name: string;
  label: string;
  autoComplete: "new-password" | "current-password";
  /** How many answers the form has had (useAnswerCount). */
  answers: number;
  minLength?: number;
  maxLength: number;
  error?: Message;
}) {
  return (
    <TextField
      key={`${name}-${answers}`}
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      minLength={minLength}
      maxLength={maxLength}
      error={error}
    />
  );
}
