// Owns the account forms' rules (one Zod schema per form), checked on the server.
import { z } from "zod";

export const maxEmailLength = 254;
export const minPasswordLength = 8;
export const maxPasswordLength = 128;

const email = z
  .string({ message: "Enter your e-mail address" })
  .trim()
  .min(1, "Enter your e-mail address")
  .max(maxEmailLength, "That e-mail address is too long")
  .pipe(z.email("Enter a valid e-mail address"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ message: "Enter a password" })
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`)
  .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters`);

export const loginForm = z.object({
  email: z.string().trim().max(maxEmailLength).default(""),
  password: z.string().max(maxPasswordLength * 4).default(""),
});

export const registerForm = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string().default(""),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const forgotPasswordForm = z.object({ email });

export const resetPasswordForm = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string().default(""),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
