// What the SMS module offers the rest of the shop: other modules, routes, the server and scripts
// import it from here, never from its inner files (a dependency-cruiser rule).
export { createSmsClient } from "./africas-talking-client.server.ts";
export { parseDeliveryReport } from "./africas-talking-format.ts";
export { orderPlacedSms, orderStatusSms } from "./messages.server.ts";
export { enqueueSms, recordDeliveryReport, smsInsert, startSmsWorker } from "./outbox.server.ts";
export { orderSmsView, type SmsView } from "./sms-view.server.ts";
