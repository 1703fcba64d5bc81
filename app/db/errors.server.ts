// Owns reading PostgreSQL's errors, as raised by pg or PGlite and possibly wrapped by Drizzle.

function sqlStateOf(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === "string")
      return e as { code?: unknown; constraint?: unknown };
  }
  return undefined;
}

/** unique_violation, on the named constraint when one is given (PGlite may not name it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlStateOf(error);
  if (state?.code !== "23505") return false;
  return (
    constraint === undefined || state.constraint === undefined || state.constraint === constraint
  );
}

/** foreign_key_violation: the row referred to is gone (an item deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error)?.code === "23503";
}
