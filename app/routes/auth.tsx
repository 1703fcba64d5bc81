// Login (seed-spec §2): e-mail and password; 'Wrong Email or Password' on failure; back to the
// page that sent the visitor here (same-site paths only). Attempts are limited per IP and e-mail.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { Field, FormError } from "../components/Field.tsx";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import { safeRedirectPath } from "../lib/redirect-to.ts";
import { signIn, wrongCredentialsMessage } from "../modules/accounts/accounts.server.ts";
import { loginForm } from "../modules/accounts/forms.ts";
import { formFields } from "../lib/forms.ts";
import { attemptKeys, isRateLimited, recordFailure, tooManyAttemptsMessage } from "../modules/accounts/rate-limit.server.ts";
import { currentUser } from "../modules/accounts/session.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Login | Duka Fashions" }];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await currentUser(request, context)) throw redirect(redirectTo);
  return { redirectTo, reset: url.searchParams.get("reset") === "1" };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress } = services(context);
  const form = await request.formData();
  const parsed = loginForm.safeParse(formFields(form, ["email", "password"]));
  const email = parsed.success ? parsed.data.email.toLowerCase() : "";
  const keys = attemptKeys("signin", clientAddress, email);
  if (await isRateLimited(db, keys)) {
    log.warn({ ip: clientAddress }, "rate limited: sign-in");
    return data({ error: tooManyAttemptsMessage, email }, { status: 429 });
  }
  const result = parsed.success ? await signIn(auth, email, parsed.data.password, request.headers) : { ok: false as const };
  if (!result.ok) {
    await recordFailure(db, keys);
    log.info({ ip: clientAddress }, "sign-in failed");
    return data({ error: wrongCredentialsMessage, email }, { status: 401 });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(safeRedirectPath(url.searchParams.get("redirectTo")), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  return (
    <section className="mx-auto max-w-sm">
      <h1 className="text-2xl font-extrabold">Login</h1>
      {loaderData.reset ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
          Your password has been changed. Log in with the new one.
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={actionData?.error} />
        <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={actionData?.email} />
        <Field key={`password-${answers}`} label="Password" name="password" type="password" autoComplete="current-password" required maxLength={512} />
        <button type="submit" className="btn w-full" disabled={busy}>
          Login
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
      <p className="mt-2 text-sm">
        New user?{" "}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Register Here
        </Link>
      </p>
    </section>
  );
}
