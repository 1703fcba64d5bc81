// What the mail module offers the rest of the shop: other modules, routes, the server and
// scripts import it from here, never from its inner files (a dependency-cruiser rule).
export { mailSender } from "./layout.server.ts";
export {
  orderConfirmationMail,
  orderStatusMail,
  passwordResetMail,
  type OrderMailContext,
  type ShopContact,
} from "./messages.server.ts";
export {
  enqueueMail,
  mailInsert,
  startOutboxWorker,
  type NewMail,
  type OutboxWorker,
} from "./outbox.server.ts";
export { fileTransport, smtpTransport, type MailTransport } from "./transport.server.ts";
