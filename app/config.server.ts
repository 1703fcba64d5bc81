// Owns the shop's configuration: the environment is parsed once at start into typed config.
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./lib/client-address.server.ts";
import { parseKshToCents } from "./lib/money.ts";
import { sandboxPasskey, sandboxShortcode } from "./lib/mpesa-sandbox.ts";
import { africasTalkingApiUrls } from "./lib/africas-talking-urls.ts";
import { simulatorPaths } from "./lib/simulator-paths.ts";
import { httpRules } from "./lib/rules/http.ts";
import { settingsRules } from "./lib/rules/settings.ts";

export class ConfigError extends Error {}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An amount in Ksh ("250", "199.50") up to `maxKsh`, read as cents. */
const kshAmount = (maxKsh: number) =>
  z.string().transform((text, ctx) => {
    const cents = parseKshToCents(text);
    if (cents === null || cents > maxKsh * 100) {
      ctx.addIssue({
        code: "custom",
        message: `must be an amount in Ksh between 0 and ${maxKsh.toLocaleString("en-KE")}, e.g. 250 or 199.50`,
      });
      return z.NEVER;
    }
    return cents;
  });

/** A whole number within a rule's range, its default when unset. */
const wholeNumberIn = (range: { min: number; max: number; default: number }) =>
  z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max}`)
    .default(range.default);

/** A whole number from 0 (0: no limit). */
const countLimit = z.coerce
  .number({ message: "must be a whole number (0 for no limit)" })
  .int("must be a whole number (0 for no limit)")
  .min(0, "must be 0 or more");

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  PUBLIC_URL: url(["http:", "https:"]).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().min(3).default("shop@localhost"),
  SHOP_MPESA_NUMBER: z.string().min(1).default("0712 345 678"),
  SHOP_MPESA_NAME: z.string().min(1).default("Duka Fashions Ltd"),
  SHOP_PHONE: z
    .string()
    .regex(settingsRules.phone.pattern, "must be a phone number, e.g. +254 712 345 678")
    .default("+254 712 345 678"),
  SHOP_EMAIL: z.email("must be an e-mail address").default("hello@dukafashions.co.ke"),
  SHOP_ADDRESS: z
    .string()
    .min(1)
    .max(settingsRules.address.maxLength)
    .default("Moi Avenue, Nairobi, Kenya"),
  DELIVERY_FEE: kshAmount(100_000).default(0),
  DELIVERY_FREE_ABOVE: kshAmount(10_000_000).optional(),
  /** The largest order total the shop takes online. */
  ORDER_MAX_KSH: kshAmount(1_000_000_000).default(5_000_000_00),
  ORDER_LIMIT: countLimit.default(10),
  /** Orders per hour of an approved wholesale buyer; unset: ORDER_LIMIT. */
  ORDER_LIMIT_WHOLESALE: countLimit.optional(),
  /** Memory for pages kept for visitors without cookies, in MB (0: keep none). */
  PAGE_CACHE_MB: countLimit.max(4096, "must be at most 4096").default(32),
  REGISTRATION_LIMIT: countLimit.default(30),
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number({ message: "must be a whole number from 1 to 64" })
    .int("must be a whole number from 1 to 64")
    .min(1, "must be a whole number from 1 to 64")
    .max(64, "must be a whole number from 1 to 64")
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: url(["http:", "https:"]).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  MAX_CONNECTIONS: wholeNumberIn(httpRules.maxConnections),
  /** Processes serving the one port (node:cluster); more than 1 needs DATABASE_URL. */
  WORKERS: wholeNumberIn(httpRules.workers),
  MAX_IN_FLIGHT: wholeNumberIn(httpRules.maxInFlight),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MPESA_ENV: z
    .enum(["simulator", "sandbox", "production"], {
      message: "must be simulator, sandbox or production",
    })
    .optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, "must be the business short code (5 to 7 digits)")
    .optional(),
  MPESA_PASSKEY: z
    .string()
    .regex(/^\S{8,200}$/, "must be the Lipa na M-Pesa passkey (no spaces)")
    .optional(),
  MPESA_TYPE: z
    .enum(["paybill", "till"], { message: "must be paybill or till" })
    .default("paybill"),
  MPESA_TILL_NUMBER: z
    .string()
    .regex(/^\d{5,7}$/, "must be the till number (5 to 7 digits)")
    .optional(),
  MPESA_API_URL: url(["http:", "https:"]).optional(),
  /** Lets the simulators run on an https PUBLIC_URL (a test shop or public demo on a real address). */
  ALLOW_SIMULATOR_ON_HTTPS: booleanFlag.default(false),
  MPESA_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, "must be 24 to 128 letters, digits, _ or -")
    .optional(),
  /** Seconds a payment request waits for its callback before the shop asks Daraja itself. */
  MPESA_QUERY_AFTER: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600")
    .default(60),
  PESAPAL_ENV: z
    .enum(["simulator", "sandbox", "production"], {
      message: "must be simulator, sandbox or production",
    })
    .optional(),
  SMS_ENV: z
    .enum(["simulator", "sandbox", "production"], {
      message: "must be simulator, sandbox or production",
    })
    .optional(),
  AT_USERNAME: z.string().min(1).max(100).optional(),
  AT_API_KEY: z.string().min(1).max(200).optional(),
  AT_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ._-]{1,11}$/, "must be 1 to 11 letters, digits, spaces, dots or dashes")
    .optional(),
  AT_API_URL: url(["http:", "https:"]).optional(),
  AT_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, "must be 24 to 128 letters, digits, _ or -")
    .optional(),
  PESAPAL_CONSUMER_KEY: z.string().min(1).optional(),
  PESAPAL_CONSUMER_SECRET: z.string().min(1).optional(),
  PESAPAL_API_URL: url(["http:", "https:"]).optional(),
  /** Seconds a card payment waits for its notification (IPN) before the shop asks Pesapal itself. */
  PESAPAL_QUERY_AFTER: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600")
    .default(60),
});

/** Daraja's own addresses; the simulator's is the shop's own (or MPESA_API_URL). */
const darajaUrls = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

type ParsedEnv = z.infer<typeof envSchema>;

/** Automatic M-Pesa payments (STK push) for the chosen MPESA_ENV, or undefined (paying by hand only). */
function mpesaApiConfig(e: ParsedEnv, publicUrl: string) {
  const env = e.MPESA_ENV;
  if (!env) return undefined;
  const simulator = env === "simulator";
  const need = (name: keyof ParsedEnv, value: string | undefined, fallback?: string): string => {
    const found = value ?? (simulator ? fallback : undefined);
    if (found === undefined)
      throw new ConfigError(`Invalid ${name}: required when MPESA_ENV is ${env}`);
    return found;
  };
  const type = e.MPESA_TYPE;
  return {
    env,
    /** Where the Daraja API answers (no trailing slash). */
    apiUrl: (
      e.MPESA_API_URL ?? (simulator ? `${publicUrl}${simulatorPaths.mpesa}` : darajaUrls[env])
    ).replace(/\/+$/, ""),
    consumerKey: need("MPESA_CONSUMER_KEY", e.MPESA_CONSUMER_KEY, "simulator-key"),
    consumerSecret: need("MPESA_CONSUMER_SECRET", e.MPESA_CONSUMER_SECRET, "simulator-secret"),
    shortcode: need("MPESA_SHORTCODE", e.MPESA_SHORTCODE, sandboxShortcode),
    passkey: need("MPESA_PASSKEY", e.MPESA_PASSKEY, sandboxPasskey),
    type,
    tillNumber:
      type === "till" ? need("MPESA_TILL_NUMBER", e.MPESA_TILL_NUMBER, "5174379") : undefined,
    /** The secret in the callback URLs; generated once into DATA_DIR when not given. */
    callbackSecret: e.MPESA_CALLBACK_SECRET,
    queryAfterMs: e.MPESA_QUERY_AFTER * 1000,
  };
}

/** Order SMS through Africa's Talking (or its simulator) for the chosen SMS_ENV, or undefined (no SMS). */
function smsApiConfig(e: ParsedEnv, publicUrl: string) {
  const env = e.SMS_ENV;
  if (!env) return undefined;
  const simulator = env === "simulator";
  const need = (name: keyof ParsedEnv, value: string | undefined, fallback: string): string => {
    const found = value ?? (simulator ? fallback : undefined);
    if (found === undefined)
      throw new ConfigError(`Invalid ${name}: required when SMS_ENV is ${env}`);
    return found;
  };
  const username = need("AT_USERNAME", e.AT_USERNAME, "sandbox");
  if (env === "sandbox" && username !== "sandbox")
    throw new ConfigError("Invalid AT_USERNAME: must be sandbox when SMS_ENV is sandbox");
  return {
    env,
    /** Where the SMS API answers (no trailing slash). */
    apiUrl: (
      e.AT_API_URL ?? (simulator ? `${publicUrl}${simulatorPaths.sms}` : africasTalkingApiUrls[env])
    ).replace(/\/+$/, ""),
    username,
    apiKey: need("AT_API_KEY", e.AT_API_KEY, "simulator-key"),
    senderId: e.AT_SENDER_ID,
    /** The secret in the delivery-report URL; generated once into DATA_DIR when not given. */
    callbackSecret: e.AT_CALLBACK_SECRET,
  };
}

/** Pesapal API 3.0's own addresses; the simulator's is the shop's own (or PESAPAL_API_URL). */
const pesapalUrls = {
  sandbox: "https://cybqa.pesapal.com/pesapalv3",
  production: "https://pay.pesapal.com/v3",
} as const;

/** Card payments through Pesapal for the chosen PESAPAL_ENV, or undefined (cards taken by hand). */
function pesapalApiConfig(e: ParsedEnv, publicUrl: string) {
  const env = e.PESAPAL_ENV;
  if (!env) return undefined;
  const simulator = env === "simulator";
  const need = (name: keyof ParsedEnv, value: string | undefined, fallback: string): string => {
    const found = value ?? (simulator ? fallback : undefined);
    if (found === undefined)
      throw new ConfigError(`Invalid ${name}: required when PESAPAL_ENV is ${env}`);
    return found;
  };
  return {
    env,
    /** Where the Pesapal API answers (no trailing slash). */
    apiUrl: (
      e.PESAPAL_API_URL ?? (simulator ? `${publicUrl}${simulatorPaths.pesapal}` : pesapalUrls[env])
    ).replace(/\/+$/, ""),
    consumerKey: need("PESAPAL_CONSUMER_KEY", e.PESAPAL_CONSUMER_KEY, "simulator-key"),
    consumerSecret: need("PESAPAL_CONSUMER_SECRET", e.PESAPAL_CONSUMER_SECRET, "simulator-secret"),
    queryAfterMs: e.PESAPAL_QUERY_AFTER * 1000,
  };
}

/** What each simulator lets anyone who reaches it do (named in the refusals below). */
const simulatorPowers = [
  ["MPESA_ENV", "approve payments"],
  ["PESAPAL_ENV", "pay with a test card"],
  ["SMS_ENV", "read the shop's messages"],
] as const;

/**
 * A simulator answers anyone who finds its pages and keeps its state in the process that serves it:
 * never on a real shop's public https address unless ALLOW_SIMULATOR_ON_HTTPS says it is a test
 * shop, and never one per worker (their states would differ). One rule for every simulator.
 */
function refuseUnsafeSimulators(e: ParsedEnv, publicUrl: string): void {
  for (const [name, power] of simulatorPowers) {
    if (e[name] !== "simulator") continue;
    if (e.WORKERS > 1)
      throw new ConfigError(
        `Invalid WORKERS: ${name}=simulator runs one simulator per process, so more than 1 worker would not share its state; use WORKERS=1 with the simulator`,
      );
    if (publicUrl.startsWith("https:") && !e.ALLOW_SIMULATOR_ON_HTTPS)
      throw new ConfigError(
        `Invalid ${name}: the simulator lets anyone ${power}, and PUBLIC_URL is https (a real address); set ALLOW_SIMULATOR_ON_HTTPS=true if this shop is only for testing`,
      );
  }
}

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>) {
  // An empty variable means "not set", as a shell user expects from `FOO= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  refuseUnsafeSimulators(e, publicUrl);
  // PGlite's data directory is opened by one process only (decision 0006): several workers need a server.
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      "Invalid WORKERS: more than 1 needs DATABASE_URL (the embedded database is opened by one process only)",
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    // Anything but an explicit development or test run behaves as production (no stack traces).
    production: e.NODE_ENV !== "development" && e.NODE_ENV !== "test",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // The next four are the settings' defaults until staff save them at /admin/settings.
    contact: { phone: e.SHOP_PHONE, email: e.SHOP_EMAIL, address: e.SHOP_ADDRESS },
    mpesa: { number: e.SHOP_MPESA_NUMBER, name: e.SHOP_MPESA_NAME },
    /** M-Pesa's STK push through Daraja (or the simulator); undefined without MPESA_ENV: paying by hand only. */
    mpesaApi: mpesaApiConfig(e, publicUrl),
    /** Order SMS through Africa's Talking (or the simulator); undefined without SMS_ENV: no SMS. */
    smsApi: smsApiConfig(e, publicUrl),
    /** Card payments through Pesapal API 3.0 (or the simulator); undefined without PESAPAL_ENV: cards by hand. */
    pesapalApi: pesapalApiConfig(e, publicUrl),
    /** Ksh cents added to an order when no delivery zone matches; 0 shows no delivery line. */
    deliveryFeeCents: e.DELIVERY_FEE,
    /** Orders whose items are worth at least this (Ksh cents) are delivered free; null: never. */
    freeDeliveryAboveCents:
      e.DELIVERY_FREE_ABOVE && e.DELIVERY_FREE_ABOVE > 0 ? e.DELIVERY_FREE_ABOVE : null,
    /** The largest order total (Ksh cents) placed online; bigger ones are arranged with the shop. */
    maxOrderCents: e.ORDER_MAX_KSH,
    /** Orders per account per hour (0: no limit). */
    ordersPerHour: e.ORDER_LIMIT,
    /** Orders per hour of an approved wholesale buyer (0: no limit). */
    wholesaleOrdersPerHour: e.ORDER_LIMIT_WHOLESALE ?? e.ORDER_LIMIT,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    /** New accounts per client address per hour (0: no limit). */
    registrationsPerHour: e.REGISTRATION_LIMIT,
    /** Password hashes computed at once (undefined: from the number of cores). */
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    /** The reverse proxies whose X-Forwarded-For names the client (see lib/client-address.server.ts); null: none. */
    trustedProxies: e.TRUST_PROXY,
    /** Connections held open at once; more are closed as they arrive. */
    maxConnections: e.MAX_CONNECTIONS,
    maxInFlight: e.MAX_IN_FLIGHT,
    /** Processes serving the port (node:cluster); 1: this process serves it itself. */
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
  };
}
