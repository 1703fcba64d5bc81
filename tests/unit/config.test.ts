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

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
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
