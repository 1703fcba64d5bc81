// The Kiswahili texts of the SMS the shop sends (never sent to a browser): the same keys and placeholders as the English, each one SMS.
import type { sms as english } from "../en/sms.ts";

export const sms: Record<keyof typeof english, string> = {
  "sms.placed.mpesa":
    "Duka Fashions: oda {ref} imepokelewa, jumla {total}. Lipa kwa M-Pesa kwenda {number}, akaunti {ref}.",
  "sms.placed.cashondelivery":
    "Duka Fashions: oda {ref} imepokelewa, jumla {total}. Lipa taslimu itakapofikishwa.",
  "sms.placed.creditcard":
    "Duka Fashions: oda {ref} imepokelewa, jumla {total}. Tutakupigia simu kukamilisha malipo kwa kadi.",
  "sms.paid": "Duka Fashions: malipo ya {total} ya oda {ref} yamepokelewa. Asante!",
  "sms.shipped": "Duka Fashions: oda {ref} iko njiani kwenda {city}.",
  "sms.delivered": "Duka Fashions: oda {ref} imefikishwa. Asante kwa kununua nasi!",
  "sms.cancelled": "Duka Fashions: oda {ref} imeghairiwa.",
  "sms.alert": "Oda mpya {ref}: {total}, {method}, {name}, {city}.",
} as const;
