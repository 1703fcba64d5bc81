// Owns the limits of the shop's settings (the settings form, the stored document and the delivery
// zones it holds).

export const settingsRules = {
  phone: { maxLength: 20, pattern: /^\+?[0-9 ()-]{7,20}$/ },
  email: { maxLength: 254 },
  address: { maxLength: 200 },
  hours: { maxLength: 100 },
  /** A phone number, till or paybill number as shoppers type it into M-Pesa. */
  mpesaNumber: { maxLength: 20, pattern: /^[0-9 ]{5,20}$/ },
  mpesaName: { maxLength: 60 },
  zones: { maxCount: 30, nameMaxLength: 40, maxCities: 50, cityMaxLength: 60 },
  /** Ksh cents: a delivery fee from nothing to Ksh 100,000. */
  feeCents: { min: 0, max: 100_000_00 },
  /** Ksh cents: "free delivery above" from Ksh 1 to Ksh 10,000,000. */
  freeAboveCents: { min: 1_00, max: 10_000_000_00 },
  /** Blank zone rows the form offers below the saved ones. */
  blankZoneRows: 2,
} as const;
