// `npm run mpesa-simulator`: the Daraja simulator as a process of its own, for demos and for tests
// that point MPESA_API_URL at it. Port MPESA_SIMULATOR_PORT (default 3199; 0 picks a free one) on
// 127.0.0.1; MPESA_PASSKEY, MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are checked when set, and
// with MPESA_SHORTCODE (MPESA_TYPE, MPESA_TILL_NUMBER) only that paybill or till is served.
import { createLogger } from "../../app/lib/logger.server.ts";
import { portFrom, serveSimulator } from "../serve.ts";
import { createDarajaSimulator } from "./simulator.ts";

const env = process.env;
const port = portFrom(env, "MPESA_SIMULATOR_PORT", 3199);
const log = createLogger(env.LOG_LEVEL ?? "info");
const business = env.MPESA_SHORTCODE
  ? {
      shortCode: env.MPESA_SHORTCODE,
      type: env.MPESA_TYPE === "till" ? ("till" as const) : ("paybill" as const),
      tillNumber: env.MPESA_TILL_NUMBER || undefined,
    }
  : undefined;
const simulator = createDarajaSimulator({
  business,
  passkey: env.MPESA_PASSKEY || undefined,
  consumerKey: env.MPESA_CONSUMER_KEY || undefined,
  consumerSecret: env.MPESA_CONSUMER_SECRET || undefined,
  log,
});
serveSimulator(simulator, { port, name: "M-Pesa simulator", log });
