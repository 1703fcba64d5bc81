// Who a request comes from: TRUST_PROXY as written (true, or addresses and CIDR ranges), the client
// address read from X-Forwarded-For only through trusted proxies, and IPv6 visitors keyed by /64.
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../app/config.server.ts";
import {
  parseTrustProxy,
  rateLimitKey,
  resolveClientAddress,
} from "../../app/lib/client-address.server.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset or false", () => {
    for (const text of [undefined, "", "false", "0", "no"])
      expect(parseTrustProxy(text)).toBeNull();
    expect(parseConfig({}).trustedProxies).toBeNull();
  });

  it("trusts only the loopback addresses for true", () => {
    const proxies = parseTrustProxy("true");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(resolveClientAddress("::ffff:127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(resolveClientAddress("::1", "2001:db8::1", proxies)).toBe("2001:db8::1");
    // A client on the internet that writes the header itself is not believed.
    expect(resolveClientAddress("198.51.100.9", "203.0.113.7", proxies)).toBe("198.51.100.9");
  });

  it("takes addresses and CIDR ranges, comma-separated", () => {
    const proxies = parseTrustProxy("10.0.0.5, 10.1.0.0/16,fd00::/8");
    expect(resolveClientAddress("10.0.0.5", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(resolveClientAddress("10.1.200.3", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(resolveClientAddress("fd12::4", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.6", "203.0.113.7", proxies)).toBe("10.0.0.6");
    // Loopback is not implied by a list.
    expect(resolveClientAddress("127.0.0.1", "203.0.113.7", proxies)).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For from its end back to the first address that is not a proxy", () => {
    const proxies = parseTrustProxy("10.0.0.0/8");
    // The client wrote "1.2.3.4" itself; the shop's proxies appended the real address and their own.
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4, 203.0.113.7, 10.0.0.2", proxies)).toBe(
      "203.0.113.7",
    );
    // A garbled entry stops the walk at the last proxy that reported it.
    expect(resolveClientAddress("10.0.0.1", "203.0.113.7, not-an-ip", proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", null, proxies)).toBe("10.0.0.1");
  });

  it.each(["yes please", "10.0.0.300", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/1", "localhost"])(
    "refuses %s with one line naming TRUST_PROXY",
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY: [^\n]+$/);
    },
  );
});

describe("rate limit keys", () => {
  it("keys an IPv4 address whole", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 addresses by their /64, however they are written", () => {
    const key = rateLimitKey("2001:db8:1:2:aaaa::1");
    expect(key).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKey("2001:0DB8:0001:0002:0:0:0:9")).toBe(key);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.1")).toBe("0064:ff9b:0000:0000::/64");
  });
});

describe("the shop's mode", () => {
  it("behaves as production for any NODE_ENV but development and test", () => {
    for (const value of ["production", "staging", "prod", "Production"])
      expect(parseConfig({ NODE_ENV: value }).production).toBe(true);
    expect(parseConfig({ NODE_ENV: "development" }).production).toBe(false);
    expect(parseConfig({ NODE_ENV: "test" }).production).toBe(false);
  });

  it("refuses a connection cap out of range with one line naming MAX_CONNECTIONS", () => {
    expect(parseConfig({ MAX_CONNECTIONS: "300" }).maxConnections).toBe(300);
    expect(() => parseConfig({ MAX_CONNECTIONS: "2" })).toThrow(
      /^Invalid MAX_CONNECTIONS: [^\n]+$/,
    );
    expect(() => parseConfig({ MAX_CONNECTIONS: "many" })).toThrow(
      /^Invalid MAX_CONNECTIONS: [^\n]+$/,
    );
  });
});
