// /admin/wholesale (staff, inside the desk layout and its guard): wholesale applications — waiting
// ones with `Approve` and `Decline`, wholesale buyers with `End wholesale`, and the declined and
// ended — each with the customer, the business, its KRA PIN, phone and town, and who decided when.
// Every decision e-mails the customer (through the outbox, in the same transaction).
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/wholesale";
import { PageTitle } from "../../components/PageTitle.tsx";
import { FormError, FormSuccess } from "../../components/ui/notices.tsx";
import { useT, type Message } from "../../i18n/translate.ts";
import { formatShopTime } from "../../lib/dates.ts";
import { formFields } from "../../lib/forms.server.ts";
import type { WholesaleStatus } from "../../lib/rules/wholesale.ts";
import {
  decideWholesale,
  decisionForm,
  listApplications,
} from "../../modules/wholesale/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  const rows = await listApplications(db);
  return {
    applications: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      businessName: row.businessName,
      kraPin: row.kraPin,
      businessPhone: row.businessPhone,
      town: row.town,
      status: row.status,
      applied: formatShopTime(row.appliedAt, lang),
      decided: row.decidedAt ? formatShopTime(row.decidedAt, lang) : null,
      decidedBy: row.decidedByEmail,
    })),
    messages: messagesFor(args.context, "desk", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, config, log, mailQueued } = services(args.context);
  const parsed = decisionForm.safeParse(
    formFields(await args.request.formData(), ["userId", "decision"]),
  );
  const refuse = (status: number, message: Message) =>
    data({ done: null, error: message }, { status });
  if (!parsed.success) return refuse(400, { key: "common.error.tryAgain" });
  const outcome = await decideWholesale(db, {
    ...parsed.data,
    staffId: staff.id,
    publicUrl: config.publicUrl,
  });
  if (!outcome.ok) return refuse(409, { key: "wholesale.desk.stale" });
  mailQueued();
  log.info(
    { userId: parsed.data.userId, by: staff.id, status: outcome.status },
    "wholesale decided",
  );
  const done: Message = {
    key: `wholesale.desk.done.${outcome.status as "approved" | "declined" | "ended"}`,
    values: { business: outcome.businessName },
  };
  return { done, error: null };
}

type Application = Route.ComponentProps["loaderData"]["applications"][number];

const groups: { heading: "pending" | "buyers" | "closed"; statuses: WholesaleStatus[] }[] = [
  { heading: "pending", statuses: ["pending"] },
  { heading: "buyers", statuses: ["approved"] },
  { heading: "closed", statuses: ["declined", "ended"] },
];

export default function AdminWholesale({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section>
      <PageTitle page={t("wholesale.desk.title")} />
      <h1 className="text-2xl font-extrabold">{t("wholesale.desk.title")}</h1>
      <div className="mt-3 space-y-2">
        {actionData?.done ? <FormSuccess>{t.message(actionData.done)}</FormSuccess> : null}
        <FormError message={actionData?.error} />
      </div>
      {groups.map((group) => {
        const rows = loaderData.applications.filter((row) => group.statuses.includes(row.status));
        return (
          <section
            key={group.heading}
            aria-labelledby={`wholesale-${group.heading}`}
            className="mt-6"
          >
            <h2 id={`wholesale-${group.heading}`} className="text-lg font-bold">
              {t(`wholesale.desk.${group.heading}`)}
            </h2>
            {rows.length === 0 ? (
              <p className="mt-2 text-stone-700">{t("wholesale.desk.none")}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {rows.map((row) => (
                  <ApplicationCard key={row.userId} row={row} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

function ApplicationCard({ row }: { row: Application }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const status = t(`wholesale.desk.status.${row.status}`);
  const decisions =
    row.status === "pending"
      ? (["approve", "decline"] as const)
      : row.status === "approved"
        ? (["end"] as const)
        : [];
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <p className="font-semibold break-words">{row.businessName}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt>{t("wholesale.apply.kraPin")}</dt>
        <dd className="font-mono">{row.kraPin}</dd>
        <dt>{t("wholesale.apply.businessPhone")}</dt>
        <dd>{row.businessPhone}</dd>
        <dt>{t("wholesale.apply.town")}</dt>
        <dd className="break-words">{row.town}</dd>
        <dt>{t("wholesale.desk.customer")}</dt>
        <dd className="break-all">{row.email}</dd>
      </dl>
      <p className="mt-1 text-sm text-stone-700">
        {t("wholesale.desk.applied", { date: row.applied })}
        {row.decided
          ? ` · ${t("wholesale.desk.decided", { status, who: row.decidedBy ?? "—", date: row.decided })}`
          : ""}
      </p>
      {decisions.length > 0 ? (
        <Form method="post" className="mt-2 flex flex-wrap gap-2">
          <input type="hidden" name="userId" value={row.userId} />
          {decisions.map((decision) => (
            <button
              key={decision}
              type="submit"
              name="decision"
              value={decision}
              disabled={busy}
              className={decision === "approve" ? "btn min-h-11" : "btn-outline min-h-11"}
            >
              {t(`wholesale.desk.${decision}`)}
            </button>
          ))}
        </Form>
      ) : null}
    </li>
  );
}
