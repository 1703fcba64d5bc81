// An order's SMS on the desk: what each said, to which phone, whether it went out, and what its
// delivery report said (delivered, failed and why, or still waiting).
import type { SmsView } from "../modules/sms/index.server.ts";
import { useT } from "../i18n/translate.ts";
import { Panel } from "./ui/section.tsx";
import { DataTable } from "./ui/data-table.tsx";

const columns = ["when", "what", "phone", "text", "status"] as const;

export function OrderSms({ messages }: { messages: SmsView[] }) {
  const t = useT();
  return (
    <Panel id="order-sms" spacing="mt-4" heading={t("desk.sms.heading")}>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm">{t("desk.sms.none")}</p>
      ) : (
        <DataTable
          boxClassName="mt-2 overflow-x-auto"
          columns={columns.map((name) => ({ label: t(`desk.sms.column.${name}`) }))}
        >
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
        </DataTable>
      )}
    </Panel>
  );
}
