// The security headers' rules: HSTS only for a shop reached over https; a policy that allows scripts
// only from the shop or with the page's nonce, and never inline ones without it.
import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  newNonce,
} from "../../server/security-headers.ts";

describe("security headers", () => {
  it("promises https (HSTS) only when the shop's public address is https", () => {
    expect(commonSecurityHeaders("https://duka.example")["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(commonSecurityHeaders("http://localhost:3000")).not.toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(commonSecurityHeaders("http://localhost:3000")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("lets scripts run only from the shop or with the page's nonce", () => {
    const nonce = newNonce();
    expect(nonce).not.toBe(newNonce());
    const policy = contentSecurityPolicy(nonce);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(policy).toContain(directive);
  });

  it("relaxes only styles in development (Vite's error overlay), never scripts", () => {
    const nonce = newNonce();
    const production = contentSecurityPolicy(nonce);
    const development = contentSecurityPolicy(nonce, { development: true });
    expect(development).toBe(
      production.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
    expect(production).toBe(contentSecurityPolicy(nonce, { development: false }));
  });

  it("denies framing, cross-origin openers and embedders, and powers no page uses, on every answer", () => {
    expect(commonSecurityHeaders("http://localhost:3000")).toMatchObject({
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(commonSecurityHeaders("http://localhost:3000")["Permissions-Policy"]).toMatch(
      /camera=\(\).*geolocation=\(\)/,
    );
  });
});
