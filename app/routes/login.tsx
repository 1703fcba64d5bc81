// Login: e-mail and password; 'Wrong Email or Password' on failure; back to the
// page that sent the visitor here (same-site paths only). Attempts are limited per IP and e-mail.
// An Add to Cart made while signed out rides in the query and goes into the cart on success; right
// after Register the page says the account was created and has its e-mail filled in.
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { AccountEmailField, PasswordField } from "../components/AccountFields.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SubmitButton, TextLink } from "../components/ui/buttons.tsx";
import { FormError } from "../components/ui/notices.tsx";
import { useT, type Message } from "../i18n/translate.ts";
import { actionHeaders } from "../lib/action-headers.ts";
import { formFields } from "../lib/forms.server.ts";
import { carriedQuery, readCartIntent, type CartIntent } from "../lib/cart-intent.ts";
import { safeRedirectPath } from "../lib/redirect-to.ts";
import { clearRegisteredCookie, readRegisteredEmail } from "../lib/registered-cookie.server.ts";
import type { Db } from "../db/client.server.ts";
import { addToCart, addToCartForm } from "../modules/cart/index.server.ts";
import { accountRules } from "../lib/rules/account.ts";
import { useAnswerCount } from "../lib/use-answer-count.ts";
import {
  signIn,
  loginForm,
  busyAnswer,
  attemptKeys,
  releaseAttempt,
  reserveAttempt,
} from "../modules/accounts/index.server.ts";
import { currentUser } from "../session.server.ts";
import { messagesFor, services } from "../services.server.ts";
import { credentialPage } from "../lib/route-handle.ts";

export const handle = credentialPage;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await currentUser(request, context)) throw redirect(redirectTo);
  const registeredEmail = await readRegisteredEmail(request.headers.get("Cookie"));
  return data(
    {
      reset: url.searchParams.get("reset") === "1",
      registeredEmail,
      cartIntent: readCartIntent(url.searchParams) !== null,
      carried: carriedQuery(url.searchParams),
      messages: messagesFor(context, "account"),
    },
    // Said once: a reload of the page no longer says the account was just created.
    registeredEmail ? { headers: { "Set-Cookie": await clearRegisteredCookie() } } : undefined,
  );
}

/** Puts the Add to Cart the login carried in the new session's cart; where to go then. */
async function carryOutCartIntent(db: Db, userId: string, intent: CartIntent): Promise<string> {
  const parsed = addToCartForm.safeParse(intent.fields);
  const back = `/item/${intent.itemId}`;
  if (!parsed.success) return back;
  const { quantity, instructions, sizeId } = parsed.data;
  const outcome = await addToCart(db, userId, intent.itemId, quantity, instructions, sizeId);
  // Sold out, too few left or no size chosen: the item's page, where the shopper chooses again.
  return outcome === "added" || outcome === "already-in-cart" ? "/cart" : back;
}

export { actionHeaders as headers };

export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, auth, log, clientAddress, passwordWork } = services(context);
  const form = await request.formData();
  const parsed = loginForm.safeParse(formFields(form, ["email", "password"]));
  const email = parsed.success ? parsed.data.email.toLowerCase() : "";
  const keys = attemptKeys("signin", clientAddress, email);
  // The attempt takes its slot before the password is checked, so a burst cannot pass the limit.
  if (!(await reserveAttempt(db, keys))) {
    log.warn({ ip: clientAddress }, "rate limited: sign-in");
    return data({ error: { key: "account.tooManyAttempts" } as Message, email }, { status: 429 });
  }
  const checked = parsed.success
    ? await passwordWork.run(() => signIn(auth, email, parsed.data.password, request.headers))
    : { busy: false as const, value: { ok: false as const } };
  if (checked.busy) {
    await releaseAttempt(db, keys);
    log.warn({ ip: clientAddress }, "busy: sign-in");
    return data({ error: { key: busyAnswer.key } as Message, email }, busyAnswer.init);
  }
  const result = checked.value;
  if (!result.ok) {
    log.info({ ip: clientAddress }, "sign-in failed");
    return data({ error: { key: "account.login.wrong" } as Message, email }, { status: 401 });
  }
  // Only failures count: a shop full of shoppers behind one carrier address can still sign in.
  await releaseAttempt(db, keys);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const intent = readCartIntent(url.searchParams);
  const to = intent
    ? await carryOutCartIntent(db, result.userId, intent)
    : safeRedirectPath(url.searchParams.get("redirectTo"));
  throw redirect(to, { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const answers = useAnswerCount(actionData);
  return (
    <section className="mx-auto max-w-sm">
      <PageTitle page={t("account.login.title")} />
      <h1 className="text-2xl font-extrabold">{t("account.login.title")}</h1>
      {loaderData.registeredEmail ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
          {t("account.login.registered")}
        </p>
      ) : null}
      {loaderData.cartIntent ? (
        <p role="status" className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-brand-800">
          {t("account.login.toAddToCart")}
        </p>
      ) : null}
      {loaderData.reset ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
          {t("account.login.passwordChanged")}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={actionData?.error} />
        <AccountEmailField value={actionData?.email ?? loaderData.registeredEmail ?? undefined} />
        <PasswordField
          name="password"
          label={t("account.field.password")}
          autoComplete="current-password"
          answers={answers}
          maxLength={accountRules.password.maxLength * 4}
        />
        <SubmitButton busy={busy}>{t("account.login.submit")}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        <TextLink to="/forgot-password">{t("account.login.forgot")}</TextLink>
      </p>
      <p className="mt-2 text-sm">
        {t("account.login.newUser")}{" "}
        <TextLink to={`/register${loaderData.carried}`}>{t("account.login.registerHere")}</TextLink>
      </p>
    </section>
  );
}
