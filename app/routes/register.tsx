// Registration (seed-spec §2): e-mail, password, confirm password; 'Passwords do not match' and the
// account service's refusals shown in red; success goes to /auth.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { Field, FormError } from "../components/Field.tsx";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { register } from "../modules/accounts/accounts.server.ts";
import { registerForm } from "../modules/accounts/forms.ts";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { attemptKeys, isRateLimited, recordFailure, tooManyAttemptsMessage } from "../modules/accounts/rate-limit.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Register | Duka Fashions" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress } = services(context);
  const fields = formFields(await request.formData(), ["email", "password", "confirmPassword"]);
  const email = (fields.email ?? "").trim().slice(0, 254);
  const keys = attemptKeys("register", clientAddress, email);
  if (await isRateLimited(db, keys)) {
    log.warn({ ip: clientAddress }, "rate limited: register");
    return data({ errors: { form: tooManyAttemptsMessage } as Record<string, string>, email }, { status: 429 });
  }
  const parsed = registerForm.safeParse(fields);
  if (!parsed.success) {
    await recordFailure(db, keys);
    return data({ errors: fieldErrors(parsed.error), email }, { status: 400 });
  }
  const outcome = await register(auth, db, parsed.data.email, parsed.data.password);
  if (!outcome.ok) {
    await recordFailure(db, keys);
    return data({ errors: { form: outcome.message } as Record<string, string>, email }, { status: 400 });
  }
  log.info("account registered");
  throw redirect("/auth");
}

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-extrabold">Register</h1>
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={errors.form} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={actionData?.email}
          error={errors.email}
          hint="We'll never share your email with anyone else."
        />
        <Field key={`password-${answers}`} label="Password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} error={errors.password} />
        <Field
          key={`confirm-${answers}`}
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmPassword}
        />
        <button type="submit" className="btn w-full" disabled={busy}>
          Register
        </button>
      </Form>
      <p className="mt-4 text-sm">
        Already have an account?{" "}
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Sign in here
        </Link>
      </p>
    </section>
  );
}
