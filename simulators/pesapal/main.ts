// `npm run pesapal-simulator`: the Pesapal API 3.0 simulator as a process of its own, for demos and
// for tests that point PESAPAL_API_URL at it. Port PESAPAL_SIMULATOR_PORT (default 3198; 0 picks a
// free one) on 127.0.0.1; PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET are checked when set;
// PESAPAL_SIMULATOR_PUBLIC_URL is where browsers reach the payment page (default the address each
// order request came to); PESAPAL_ALLOWED_CALLBACK_ORIGIN, when set, is the only origin IPNs and
// browsers are sent to.
import { createLogger } from "../../app/lib/logger.server.ts";
import { portFrom, serveSimulator } from "../serve.ts";
import { createPesapalSimulator } from "./simulator.ts";

const env = process.env;
const port = portFrom(env, "PESAPAL_SIMULATOR_PORT", 3198);
const log = createLogger(env.LOG_LEVEL ?? "info");
const simulator = createPesapalSimulator({
  consumerKey: env.PESAPAL_CONSUMER_KEY || undefined,
  consumerSecret: env.PESAPAL_CONSUMER_SECRET || undefined,
  publicBaseUrl: env.PESAPAL_SIMULATOR_PUBLIC_URL || undefined,
  allowedCallbackOrigin: env.PESAPAL_ALLOWED_CALLBACK_ORIGIN || undefined,
  log,
});
serveSimulator(simulator, { port, name: "Pesapal simulator", log });
