import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/config.server.ts";

describe("configuration", () => {
  it("has the documented defaults (README, Configuration)", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
    expect(config.mailFrom).toBe("shop@localhost");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe("info");
  });

  it("sets a wholesale buyer's orders per hour apart, ORDER_LIMIT when unset", () => {
    expect(parseConfig({}).wholesaleOrdersPerHour).toBe(10);
    expect(parseConfig({ ORDER_LIMIT: "4" }).wholesaleOrdersPerHour).toBe(4);
    const apart = parseConfig({ ORDER_LIMIT: "4", ORDER_LIMIT_WHOLESALE: "40" });
    expect([apart.ordersPerHour, apart.wholesaleOrdersPerHour]).toEqual([4, 40]);
    expect(parseConfig({ ORDER_LIMIT_WHOLESALE: "0" }).wholesaleOrdersPerHour).toBe(0);
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ORDER_LIMIT_WHOLESALE: "-1" }, "ORDER_LIMIT_WHOLESALE"],
    [{ ORDER_LIMIT_WHOLESALE: "many" }, "ORDER_LIMIT_WHOLESALE"],
    [{ WORKERS: "0", DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }, "WORKERS"],
    [{ WORKERS: "65", DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }, "WORKERS"],
    [{ WORKERS: "1.5", DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }, "WORKERS"],
    [{ WORKERS: "two", DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }, "WORKERS"],
    // The embedded database is opened by one process only.
    [{ WORKERS: "2" }, "WORKERS"],
  ])("refuses %o with one line naming %s", (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain("\n");
    }
  });

  it("reads SEED_DEMO=false and a PostgreSQL URL", () => {
    const config = parseConfig({
      SEED_DEMO: "false",
      DATABASE_URL: "postgres://u@127.0.0.1:5432/shop",
    });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1:5432/shop");
  });

  it("runs one process unless WORKERS says more, which needs DATABASE_URL", () => {
    expect(parseConfig({}).workers).toBe(1);
    expect(parseConfig({ WORKERS: "1" }).workers).toBe(1);
    expect(
      parseConfig({ WORKERS: "64", DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }).workers,
    ).toBe(64);
    expect(() => parseConfig({ WORKERS: "2" })).toThrow(
      "Invalid WORKERS: more than 1 needs DATABASE_URL",
    );
  });

  it("sends no SMS without SMS_ENV; with the simulator, its own address and stand-in credentials", () => {
    expect(parseConfig({}).smsApi).toBeUndefined();
    expect(parseConfig({ SMS_ENV: "simulator", PORT: "4000" }).smsApi).toEqual({
      env: "simulator",
      apiUrl: "http://localhost:4000/simulator/sms",
      username: "sandbox",
      apiKey: "simulator-key",
      senderId: undefined,
      callbackSecret: undefined,
    });
    expect(
      parseConfig({
        SMS_ENV: "production",
        AT_USERNAME: "duka",
        AT_API_KEY: "k",
        AT_SENDER_ID: "DUKA",
      }).smsApi,
    ).toMatchObject({
      apiUrl: "https://api.africastalking.com",
      username: "duka",
      senderId: "DUKA",
    });
    expect(
      parseConfig({ SMS_ENV: "sandbox", AT_USERNAME: "sandbox", AT_API_KEY: "k" }).smsApi?.apiUrl,
    ).toBe("https://api.sandbox.africastalking.com");
  });

  it.each([
    [{ SMS_ENV: "live" }, "SMS_ENV"],
    [{ SMS_ENV: "production", AT_API_KEY: "k" }, "AT_USERNAME"],
    [{ SMS_ENV: "production", AT_USERNAME: "duka" }, "AT_API_KEY"],
    [{ SMS_ENV: "sandbox", AT_USERNAME: "duka", AT_API_KEY: "k" }, "AT_USERNAME"],
    [{ SMS_ENV: "simulator", AT_SENDER_ID: "A sender name too long" }, "AT_SENDER_ID"],
    // A simulator answers anyone: not on a public https shop unless its owner says so.
    [{ SMS_ENV: "simulator", PUBLIC_URL: "https://duka.example" }, "SMS_ENV"],
  ])("refuses %o naming %s", (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`Invalid ${name}`));
  });

  it("runs the SMS simulator on an https address when ALLOW_SIMULATOR_ON_HTTPS says so", () => {
    const config = parseConfig({
      SMS_ENV: "simulator",
      PUBLIC_URL: "https://staging.duka.example",
      ALLOW_SIMULATOR_ON_HTTPS: "true",
    });
    expect(config.smsApi?.apiUrl).toBe("https://staging.duka.example/simulator/sms");
    expect(() =>
      parseConfig({
        SMS_ENV: "simulator",
        WORKERS: "2",
        DATABASE_URL: "postgres://u@127.0.0.1:5432/shop",
      }),
    ).toThrow("Invalid WORKERS: SMS_ENV=simulator runs one simulator per process");
  });

  it("refuses the M-Pesa simulator on an https PUBLIC_URL unless ALLOW_SIMULATOR_ON_HTTPS=true, and with several workers", () => {
    const simulated = { MPESA_ENV: "simulator", PUBLIC_URL: "https://duka.example" };
    expect(() => parseConfig(simulated)).toThrow(
      "Invalid MPESA_ENV: the simulator lets anyone approve payments, and PUBLIC_URL is https",
    );
    expect(() => parseConfig({ ...simulated, ALLOW_SIMULATOR_ON_HTTPS: "allow" })).toThrow(
      "Invalid ALLOW_SIMULATOR_ON_HTTPS",
    );
    expect(parseConfig({ ...simulated, ALLOW_SIMULATOR_ON_HTTPS: "true" }).mpesaApi?.env).toBe(
      "simulator",
    );
    expect(
      parseConfig({ MPESA_ENV: "simulator", PUBLIC_URL: "http://127.0.0.1:3000" }).mpesaApi?.env,
    ).toBe("simulator");
    expect(
      parseConfig({
        MPESA_ENV: "sandbox",
        PUBLIC_URL: "https://duka.example",
        MPESA_CONSUMER_KEY: "k",
        MPESA_CONSUMER_SECRET: "s",
        MPESA_SHORTCODE: "174379",
        MPESA_PASSKEY: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
      }).mpesaApi?.env,
    ).toBe("sandbox");
    expect(() =>
      parseConfig({
        MPESA_ENV: "simulator",
        WORKERS: "2",
        DATABASE_URL: "postgres://u@127.0.0.1:5432/shop",
      }),
    ).toThrow("Invalid WORKERS: MPESA_ENV=simulator runs one simulator per process");
  });
});
