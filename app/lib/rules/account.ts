// Owns the limits of the account forms: e-mail address and password lengths.

export const accountRules = {
  email: { maxLength: 254 },
  password: { minLength: 8, maxLength: 128 },
} as const;
