// Owns the account forms' rules (one Zod schema per form), checked on the server.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import { hasControlCharacters } from "../../lib/control-characters.ts";
import { accountRules } from "../../lib/rules/account.ts";

const email = z
  .string({ message: msg("account.error.emailRequired") })
  .trim()
  .min(1, msg("account.error.emailRequired"))
  .max(accountRules.email.maxLength, msg("account.error.emailTooLong"))
  .pipe(z.email(msg("account.error.emailInvalid")))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ message: msg("account.error.passwordRequired") })
  .min(accountRules.password.minLength, msg("account.error.passwordTooShort"))
  .max(accountRules.password.maxLength, msg("account.error.passwordTooLong"));

export const loginForm = z.object({
  // Control characters (a NUL, say) are in no e-mail address, and the database refuses them in text.
  email: z
    .string()
    .trim()
    .max(accountRules.email.maxLength)
    .refine((text) => !hasControlCharacters(text))
    .default(""),
  // Longer than any password may be: a sign-in with it fails as a wrong password, not as a refused form.
  password: z
    .string()
    .max(accountRules.password.maxLength * 4)
    .default(""),
});

const passwordsMatch = { message: msg("account.error.passwordsDiffer"), path: ["confirmPassword"] };

export const registerForm = z
  .object({ email, password: newPassword, confirmPassword: z.string().default("") })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);

export const forgotPasswordForm = z.object({ email });

export const resetPasswordForm = z
  .object({
    token: z
      .string({ message: msg("account.reset.invalidLink") })
      .min(1, msg("account.reset.invalidLink"))
      .max(200, msg("account.reset.invalidLink")),
    password: newPassword,
    confirmPassword: z.string().default(""),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
