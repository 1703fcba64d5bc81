// Owns reading posted forms: text fields as strings, and a schema's refusal as one message per field.
import type { z } from "zod";

/** Field name -> first message, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form's text fields as strings (a File or a repeated field never reaches a schema). */
export function formFields(form: FormData, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : undefined];
    }),
  );
}
