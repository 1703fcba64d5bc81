// The Kiswahili texts of the e-mails the shop sends (never sent to a browser): the same keys, placeholders and plural forms as the English.
import type { mail as english } from "../en/mail.ts";

export const mail: Record<keyof typeof english, string> = {
  "mail.reset.subject": "Badilisha nenosiri lako la Duka Fashions",
  "mail.reset.intro": "Mtu ameomba kubadilisha nenosiri la akaunti yako ya Duka Fashions.",
  "mail.reset.linkIntro": "Weka nenosiri jipya hapa (kiungo kinafanya kazi mara moja, kwa saa 1):",
  "mail.reset.link": "Weka nenosiri jipya",
  "mail.reset.linkNote": "(kiungo kinafanya kazi mara moja, kwa saa 1).",
  "mail.reset.notYou": "Ikiwa si wewe, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.",
  "mail.order.subject": "Oda yako ya Duka Fashions {shortId}",
  "mail.order.thanks": "Asante kwa oda yako, {name}!",
  "mail.order.orderNumber": "Nambari ya oda: {orderNumber}",
  // {instructions} is one of mail.order.payMpesa, payCash or payCard.
  "mail.order.payment": "Malipo: {method}. {instructions}",
  "mail.order.payMpesa":
    "Lipa {amount} kwa M-Pesa kwenda {number} ({name}) ukitumia nambari ya akaunti {account}.",
  "mail.order.payCash": "Lipa {amount} taslimu oda yako itakapofikishwa.",
  "mail.order.payCard": "Tutawasiliana nawe ili kupokea malipo ya kadi ya {amount}.",
  "mail.order.deliveryTo": "Inasafirishwa kwenda: {address}. Bidhaa zako zitafikishwa {city}.",
  "mail.order.seeOrder": "Angalia oda yako",
  "mail.order.seeOrderAt": "Angalia oda yako: {link}",
  "mail.order.questions": "Una swali? Tupigie simu {phone} au tuandikie {email}.",
  "mail.status.hello": "Habari {name},",
  "mail.paid.subject": "Malipo yamepokelewa kwa oda yako ya Duka Fashions {shortId}",
  "mail.paid.headline": "Tumepokea malipo yako ya {amount} ({method}). Asante!",
  "mail.paid.headlineReference":
    "Tumepokea malipo yako ya {amount} ({method}, kumbukumbu {reference}). Asante!",
  "mail.paid.next": "Tunaandaa oda yako na tutakutumia barua pepe itakapotumwa.",
  "mail.shipped.subject": "Oda yako ya Duka Fashions {shortId} imetumwa",
  "mail.shipped.headline": "Oda yako {shortId} iko njiani kwenda {city}.",
  "mail.shipped.courier": "Msafirishaji: {note}",
  "mail.cancelled.subject": "Oda yako ya Duka Fashions {shortId} imeghairiwa",
  "mail.cancelled.headline": "Oda yako {shortId} imeghairiwa.",
  "mail.cancelled.reason": "Sababu: {note}",
};
