// The phone an M-Pesa payment request goes to: at checkout and for Try again (the shopper's own,
// which the browser may fill in), and on the desk (a customer's, typed by staff: no autofill).
import { useT, type Message } from "../i18n/translate.ts";
import { TextField } from "./ui/fields.tsx";

export function MpesaPhoneInput({
  id,
  own,
  defaultValue,
  error,
  hint,
}: {
  id?: string;
  /** The shopper's own phone: the browser may offer it. */
  own: boolean;
  defaultValue?: string;
  error?: Message;
  hint?: string;
}) {
  const t = useT();
  return (
    <TextField
      label={t("checkout.mpesa.phone")}
      name="mpesaPhone"
      id={id}
      type="tel"
      autoComplete={own ? "tel" : undefined}
      maxLength={40}
      defaultValue={defaultValue}
      error={error}
      hint={hint}
    />
  );
}
