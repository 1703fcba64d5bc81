// A new password and its confirmation, as registration and the password reset ask for them. The
// fields are emptied after each answer (a new key), so a refused password is never shown again.
import { PasswordField } from "./AccountFields.tsx";
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
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        answers={answers}
        minLength={password.minLength}
        maxLength={password.maxLength}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t("account.field.confirmPassword")}
        autoComplete="new-password"
        answers={answers}
        maxLength={password.maxLength}
        error={errors.confirmPassword}
      />
    </>
  );
}
