// Every table of the shop, for drizzle-kit and the typed client.
export * from "./accounts.ts";
export * from "./cart.ts";
export * from "./catalogue.ts";
export * from "./mail.ts";
export * from "./orders.ts";
export * from "./payments.ts";
export * from "./settings.ts";
export * from "./sms.ts";
export * from "./secrets.ts";
export * from "./wholesale.ts";
