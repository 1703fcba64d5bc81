// The notices about a whole form: a refusal in red (read out when it appears) and a success.
import type { ReactNode } from "react";
import { useT, type Message } from "../../i18n/translate.ts";

export function FormError({ message }: { message?: Message | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {t.message(message)}
    </p>
  );
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
    >
      {children}
    </div>
  );
}
