// An order's SMS on the desk: what each said, to which phone, whether it went out, and what its
// delivery report said (delivered, failed and why, or still waiting).
import type { SmsView } from "../modules/sms/index.server.ts";
import { useT } from "../i18n/translate.ts";
import { Section } from "./ui/section.tsx";
import { TableHead } from "./ui/table-head.tsx";

export function OrderSms({ messages }: { messages: SmsView[] }) {
  const t = useT();
  return (
    <Section
      id="order-sms"
      className="mt-4 rounded-lg bg-white p-4 shadow-sm"
      heading={t("desk.sms.heading")}
    >
      {messages.length === 0 ? (
        <p className="mt-2 text-sm">{t("desk.sms.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={[
                { label: t("desk.sms.column.when") },
                { label: t("desk.sms.column.what") },
                { label: t("desk.sms.column.phone") },
                { label: t("desk.sms.column.text") },
                { label: t("desk.sms.column.status") },
              ]}
            />
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-b border-stone-200 align-top">
                  <td className="p-2">{message.createdAt}</td>
                  <td className="p-2">{t(`desk.sms.kind.${message.kind}`)}</td>
                  <td className="p-2 whitespace-nowrap">{message.to}</td>
                  <td className="p-2 min-w-48" lang={message.language}>
                    {message.text}
                  </td>
                  <td className="p-2">
                    {message.status === "sent"
                      ? t(`desk.sms.delivery.${message.delivery ?? "pending"}`)
                      : message.skipped
                        ? t(`desk.sms.skipped.${message.skipped}`)
                        : t(`desk.sms.status.${message.status}`)}
                    {message.detail ? (
                      <span className="block text-xs text-stone-700">{message.detail}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
