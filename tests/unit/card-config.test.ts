// PESAPAL_* configuration: unset means cards are taken by hand; the simulator needs no credentials
// and is the shop's own (refused on an https PUBLIC_URL unless allowed); sandbox and production
// need credentials and default to Pesapal's own URLs.
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/config.server.ts";

describe("PESAPAL_* configuration", () => {
  it("without PESAPAL_ENV there is no card provider", () => {
    expect(parseConfig({}).pesapalApi).toBeUndefined();
  });

  it("the simulator needs no credentials and is served by the shop itself", () => {
    const api = parseConfig({ PESAPAL_ENV: "simulator", PORT: "3456" }).pesapalApi!;
    expect(api.apiUrl).toBe("http://localhost:3456/simulator/pesapal");
    expect(api.consumerKey).toBeTruthy();
    expect(api.queryAfterMs).toBe(60_000);
  });

  it("the simulator is refused on an https PUBLIC_URL unless allowed", () => {
    const env = { PESAPAL_ENV: "simulator", PUBLIC_URL: "https://duka.example" };
    expect(() => parseConfig(env)).toThrow(/PESAPAL_ENV/);
    expect(() => parseConfig(env)).toThrow(ConfigError);
    const allowed = parseConfig({ ...env, ALLOW_SIMULATOR_ON_HTTPS: "true" }).pesapalApi!;
    expect(allowed.apiUrl).toBe("https://duka.example/simulator/pesapal");
  });

  it("the simulator is refused with more than one worker (its orders live in one process)", () => {
    expect(() =>
      parseConfig({ PESAPAL_ENV: "simulator", WORKERS: "2", DATABASE_URL: "postgres://u@h/db" }),
    ).toThrow(/^Invalid WORKERS: PESAPAL_ENV=simulator/);
  });

  it("sandbox and production need credentials and use Pesapal's URLs", () => {
    expect(() => parseConfig({ PESAPAL_ENV: "sandbox" })).toThrow(/PESAPAL_CONSUMER_KEY/);
    const credentials = { PESAPAL_CONSUMER_KEY: "k", PESAPAL_CONSUMER_SECRET: "s" };
    expect(parseConfig({ PESAPAL_ENV: "sandbox", ...credentials }).pesapalApi?.apiUrl).toBe(
      "https://cybqa.pesapal.com/pesapalv3",
    );
    expect(parseConfig({ PESAPAL_ENV: "production", ...credentials }).pesapalApi?.apiUrl).toBe(
      "https://pay.pesapal.com/v3",
    );
    expect(
      parseConfig({
        PESAPAL_ENV: "production",
        PESAPAL_API_URL: "https://pesapal.proxy.example/v3/",
        ...credentials,
      }).pesapalApi?.apiUrl,
    ).toBe("https://pesapal.proxy.example/v3");
  });

  it.each([{ PESAPAL_ENV: "live" }, { PESAPAL_API_URL: "ftp://x" }, { PESAPAL_QUERY_AFTER: "0" }])(
    "refuses %o with one line naming the variable",
    (env) => {
      const name = Object.keys(env)[0]!;
      expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid ${name}: [^\\n]+$`));
    },
  );
});
