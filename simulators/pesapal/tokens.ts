// Owns the simulated RequestToken: consumer key and secret checked when the simulator was given
// them (otherwise any non-empty pair gets a token), bearer tokens that expire after `tokenTtlMs`
// (Pesapal: about five minutes), and the check of the Authorization header of every other call.
import { randomBytes } from "node:crypto";
import { sameSecret } from "../shared/same-secret.ts";
import { dotNetUtc, json, pesapalError } from "./pesapal-answers.ts";
import { invalidField, readJsonBody, tokenRequest } from "./pesapal-fields.ts";

export interface TokenDesk {
  /** POST /api/Auth/RequestToken. */
  issue(request: Request): Promise<Response>;
  /** True when the request carries a token this simulator issued and that has not expired. */
  authorised(request: Request): boolean;
}

/** Pesapal's tokens are JWTs; these only look like one (three base64url parts), nobody reads them. */
function newToken(): string {
  const part = (bytes: number) => randomBytes(bytes).toString("base64url");
  return `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${part(96)}.${part(32)}`;
}

export function createTokenDesk(options: {
  tokenTtlMs: number;
  consumerKey?: string;
  consumerSecret?: string;
}): TokenDesk {
  /** Issued tokens and when each expires. */
  const tokens = new Map<string, number>();

  function credentialsAccepted(key: string, secret: string): boolean {
    const { consumerKey, consumerSecret } = options;
    if (consumerKey === undefined || consumerSecret === undefined) return true;
    return sameSecret(key, consumerKey) && sameSecret(secret, consumerSecret);
  }

  return {
    async issue(request) {
      const read = await readJsonBody(request);
      if (!read.ok) return read.answer;
      const parsed = tokenRequest.safeParse(read.body);
      if (!parsed.success) return invalidField(parsed.error);
      if (!credentialsAccepted(parsed.data.consumer_key, parsed.data.consumer_secret)) {
        // As a public integration recorded it: the error object, token and status empty.
        return pesapalError(
          "authentication_error",
          "invalid_api_credentials_provided",
          "Invalid Access Token",
          { extra: { token: null, expiryDate: null, message: null } },
        );
      }
      const now = Date.now();
      for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
      const token = newToken();
      const expiresAt = now + options.tokenTtlMs;
      tokens.set(token, expiresAt);
      return json(200, {
        token,
        expiryDate: dotNetUtc(new Date(expiresAt)),
        error: null,
        status: "200",
        message: "Request processed successfully",
      });
    },

    authorised(request) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
      const expiresAt = token === undefined ? undefined : tokens.get(token);
      return expiresAt !== undefined && Date.now() < expiresAt;
    },
  };
}
