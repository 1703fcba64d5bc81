// `npm run sms-simulator`: the Africa's Talking SMS simulator as a process of its own, for demos and
// for tests that point AT_API_URL at it. Port SMS_SIMULATOR_PORT (default 3197; 0 picks a free one)
// on 127.0.0.1; AT_API_KEY and AT_USERNAME are checked when set; delivery reports go to
// SMS_DELIVERY_REPORT_URL when set.
import { createLogger } from "../../app/lib/logger.server.ts";
import { portFrom, serveSimulator } from "../serve.ts";
import { createSmsSimulator } from "./simulator.ts";

const env = process.env;
const port = portFrom(env, "SMS_SIMULATOR_PORT", 3197);
const log = createLogger(env.LOG_LEVEL ?? "info");
const simulator = createSmsSimulator({
  apiKey: env.AT_API_KEY || undefined,
  username: env.AT_USERNAME || undefined,
  deliveryReportUrl: env.SMS_DELIVERY_REPORT_URL || undefined,
  log,
});
serveSimulator(simulator, { port, name: "SMS simulator", log });
