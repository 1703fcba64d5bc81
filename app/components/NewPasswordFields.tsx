// A new password and its confirmation, as registration and the password reset ask for them. The
// fields are emptied after each answer (a new key), so a refused password is never shown again.
import { TextField } from "./ui/fields.tsx";
import { useT, type Message } from "../i18n/translate.ts";
import { accountRules } from "../lib/rules/account.ts";

export function NewPasswordFields({
  label,
  answers,
  errors,
}: {
  /** The first field's label ("Password" at registration, "New password" at a reset). */
  label: string;
  /** How many answers the form has had (useAnswerCount). */
  answers: number;
  errors: { password?: Message; confirmPassword?: Message };
}) {
  const t = useT();
  const { password } = accountRules;
  return (
    <>
      <TextField
        key={`password-${answers}`}
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={password.minLength}
        maxLength={password.maxLength}
        error={errors.password}
      />
      <TextField
        key={`confirm-${answers}`}
        label={t("account.field.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={password.maxLength}
        error={errors.confirmPassword}
      />
    </>
  );
}
