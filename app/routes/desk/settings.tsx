// Shop settings (staff): contacts, the M-Pesa number and name, and delivery fees by zone; with the
// history of changes. A save applies at once on every app server; a refusal keeps what was typed.
import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { PageTitle } from "../../components/PageTitle.tsx";
import { IntentButton, SubmitButton } from "../../components/ui/buttons.tsx";
import { boundFields, CheckboxGroup, Checkbox, TextField } from "../../components/ui/fields.tsx";
import { FormError, FormSuccess } from "../../components/ui/notices.tsx";
import { Section } from "../../components/ui/section.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT, type Message } from "../../i18n/translate.ts";
import { countryCodes } from "../../lib/countries.ts";
import { formatShopTime } from "../../lib/dates.ts";
import type { FieldErrors } from "../../lib/forms.server.ts";
import { settingsRules } from "../../lib/rules/settings.ts";
import { describeChange } from "../../lib/settings-change.ts";
import {
  settingsFormValues,
  withNewZone,
  zoneField,
  type SettingsFormValues,
} from "../../lib/settings-form.ts";
import {
  parseSettingsForm,
  readSettingsForm,
  settingsHistory,
} from "../../modules/settings/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { db, settings } = services(args.context);
  const { version, settings: current } = await settings.current();
  const history = await settingsHistory(db);
  const notice = args.url.searchParams.get("saved");
  return {
    version,
    values: settingsFormValues(current, version),
    notice: notice === "1" ? ("saved" as const) : notice === "0" ? ("unchanged" as const) : null,
    history: history.map((entry) => ({
      ...entry,
      changedAt: formatShopTime(entry.changedAt, services(args.context).lang),
    })),
    messages: messagesFor(args.context, "desk", "settings"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = staffMember(args.context);
  const { settings, log } = services(args.context);
  const form = await args.request.formData();
  const values = readSettingsForm(form);
  // Add zone: the form comes back as typed with an empty zone; nothing is checked or saved yet.
  if (form.get("intent") === "add-zone")
    return data({ errors: {} as FieldErrors, values: withNewZone(values) });
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) {
    const errors: FieldErrors = { form: { key: "settings.error.fix" }, ...parsed.errors };
    return data({ errors, values }, { status: 400 });
  }
  const outcome = await settings.save(parsed.settings, parsed.editedVersion, viewer.id);
  if (!outcome.ok) {
    // What was typed stays; saving again now replaces the other change (which the history shows).
    const errors: FieldErrors = { form: { key: "settings.error.stale" } };
    return data(
      { errors, values: { ...values, version: String(outcome.current.version) } },
      { status: 409 },
    );
  }
  if (outcome.changed) log.info({ by: viewer.id, version: outcome.version }, "settings saved");
  throw redirect(`/admin/settings?saved=${outcome.changed ? 1 : 0}`);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const values: SettingsFormValues = actionData?.values ?? loaderData.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  const countries = countryCodes.map((code) => ({
    value: code,
    label: t(`common.country.${code}`),
  }));
  const field = boundFields<keyof Omit<SettingsFormValues, "zones">>(values, errors);
  const text = (
    name: Exclude<keyof SettingsFormValues, "zones" | "version">,
    input: {
      maxLength: number;
      type?: string;
      autoComplete?: string;
      inputMode?: "decimal";
      hint?: string;
    },
  ) => <TextField label={t(`settings.field.${name}`)} {...field(name)} {...input} />;
  return (
    <section>
      <PageTitle page={t("settings.title")} />
      <h1 className="text-2xl font-extrabold">{t("settings.heading")}</h1>
      <p className="mt-1 max-w-prose text-sm">{t("settings.intro")}</p>
      <div className="mt-4 max-w-3xl space-y-4">
        {!actionData && loaderData.notice ? (
          <FormSuccess>
            {t(loaderData.notice === "saved" ? "settings.saved" : "settings.unchanged")}
          </FormSuccess>
        ) : null}
        {/* Keyed by version: after a save the fields show what was saved. */}
        <Form method="post" className="space-y-6" noValidate key={loaderData.version}>
          {/* Enter in a field saves: the first submit button of a form is the one Enter presses. */}
          <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
            {t("settings.save")}
          </button>
          <FormError message={errors.form ?? errors.version ?? errors.zones} />
          <input type="hidden" name="version" value={values.version} />
          <input type="hidden" name="zoneRows" value={values.zones.length} />
          <SettingsGroup id="contact">
            {text("phone", {
              maxLength: settingsRules.phone.maxLength,
              type: "tel",
            })}
            {text("email", {
              maxLength: settingsRules.email.maxLength,
              type: "email",
            })}
            {text("address", {
              maxLength: settingsRules.address.maxLength,
            })}
            {text("hoursEn", {
              maxLength: settingsRules.hours.maxLength,
            })}
            {text("hoursSw", {
              maxLength: settingsRules.hours.maxLength,
            })}
          </SettingsGroup>
          <SettingsGroup id="mpesa">
            {text("mpesaNumber", {
              maxLength: settingsRules.mpesaNumber.maxLength,
            })}
            {text("mpesaName", {
              maxLength: settingsRules.mpesaName.maxLength,
            })}
          </SettingsGroup>
          <SettingsGroup id="messaging">
            {text("alertsPhone", {
              maxLength: settingsRules.phone.maxLength,
              type: "tel",
              hint: t("settings.field.alertsPhoneHint"),
            })}
            {text("whatsappNumber", {
              maxLength: settingsRules.phone.maxLength,
              type: "tel",
              hint: t("settings.field.whatsappNumberHint"),
            })}
          </SettingsGroup>
          <SettingsGroup id="delivery">
            {text("defaultFee", {
              maxLength: 12,
              inputMode: "decimal",
            })}
            {text("freeAbove", {
              maxLength: 15,
              inputMode: "decimal",
              hint: t("settings.field.freeAboveHint"),
            })}
            {values.zones.map((zone, row) => {
              const field = (name: Parameters<typeof zoneField>[1]) => zoneField(row, name);
              const error = (name: Parameters<typeof zoneField>[1]): Message | undefined =>
                errors[field(name)];
              return (
                <fieldset key={row} className="space-y-3 rounded-md border border-stone-300 p-3">
                  <legend className="px-1 font-bold">
                    {zone.name.trim()
                      ? t("settings.zone.legend", { name: zone.name })
                      : t("settings.zone.newLegend")}
                  </legend>
                  <TextField
                    label={t("settings.zone.name")}
                    name={field("name")}
                    defaultValue={zone.name}
                    error={error("name")}
                    maxLength={settingsRules.zones.nameMaxLength}
                  />
                  <TextField
                    label={t("settings.zone.fee")}
                    name={field("fee")}
                    defaultValue={zone.fee}
                    error={error("fee")}
                    maxLength={12}
                    inputMode="decimal"
                  />
                  <CheckboxGroup
                    legend={t("settings.zone.countries")}
                    name={field("countries")}
                    options={countries}
                    checked={zone.countries}
                    error={error("countries")}
                  />
                  <TextField
                    label={t("settings.zone.cities")}
                    name={field("cities")}
                    defaultValue={zone.cities}
                    error={error("cities")}
                    hint={t("settings.zone.citiesHint")}
                    maxLength={
                      settingsRules.zones.maxCities * (settingsRules.zones.cityMaxLength + 2)
                    }
                  />
                  <Checkbox
                    name={field("remove")}
                    label={t("settings.zone.remove")}
                    defaultChecked={zone.remove}
                  />
                </fieldset>
              );
            })}
            <IntentButton intent="add-zone" className="btn-outline">
              {t("settings.zone.add")}
            </IntentButton>
          </SettingsGroup>
          <SubmitButton busy={busy}>{t("settings.save")}</SubmitButton>
        </Form>
        <SettingsHistory history={loaderData.history} />
      </div>
    </section>
  );
}

/** One group of settings on its card: its heading and the hint under it come from its id. */
function SettingsGroup({
  id,
  children,
}: {
  id: "contact" | "mpesa" | "messaging" | "delivery";
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Section
      id={id}
      heading={t(`settings.${id}.heading`)}
      headingClassName="text-lg font-bold"
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
    >
      <p className="text-sm">{t(`settings.${id}.hint`)}</p>
      {children}
    </Section>
  );
}

function SettingsHistory({ history }: { history: Route.ComponentProps["loaderData"]["history"] }) {
  const t = useT();
  return (
    <Section
      id="history"
      heading={t("settings.history.heading")}
      headingClassName="text-lg font-bold"
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      {history.length === 0 ? <p className="mt-2 text-sm">{t("settings.history.none")}</p> : null}
      <ol className="mt-2 space-y-4">
        {history.map((entry) => (
          <li key={entry.version}>
            <p className="font-semibold">
              {t("settings.history.entry", {
                at: entry.changedAt,
                who: entry.changedByEmail ?? t("settings.history.formerStaff"),
              })}
            </p>
            <table className="mt-1 w-full text-left text-sm">
              <TableHead
                columns={[
                  { label: t("settings.history.setting") },
                  { label: t("settings.history.from") },
                  { label: t("settings.history.to") },
                ]}
              />
              <tbody>
                {describeChange(t, entry.before, entry.after).map((change) => (
                  <tr key={change.setting} className="border-b border-stone-200 align-top">
                    <th scope="row" className="p-2 font-normal">
                      {change.setting}
                    </th>
                    <td className="p-2">{change.from}</td>
                    <td className="p-2">{change.to}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ol>
    </Section>
  );
}
