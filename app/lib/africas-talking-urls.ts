// Owns Africa's Talking's API hosts, read by the configuration (SMS_ENV) and the SMS client's formats.

/** The hosts the SMS API answers on; the sandbox serves the user name `sandbox` only. */
export const africasTalkingApiUrls = {
  sandbox: "https://api.sandbox.africastalking.com",
  production: "https://api.africastalking.com",
} as const;
