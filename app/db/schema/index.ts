// Every table of the shop, for drizzle-kit and the typed client.
export * from "./catalogue.ts";
