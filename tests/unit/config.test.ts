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
});
