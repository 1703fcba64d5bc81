// Owns how the schema writes its CHECK constraints from the shop's rules (app/lib/rules), so that a
// limit lives in one place: the forms, the pages and the database read the same number.
import { getTableName, sql, type SQL } from "drizzle-orm";
import { check, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The column holds one of these values (a null passes, as in SQL). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", "))})`;
}

/** The text has at most `max` characters (at least `min`, when given). */
export function charLength(column: AnyPgColumn, { min, max }: { min?: number; max: number }): SQL {
  return min === undefined
    ? sql`char_length(${column}) <= ${sql.raw(String(max))}`
    : sql`char_length(${column}) between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/**
 * The CHECK that a text column is filled in (a character at least) and at most `max` long, named
 * `<table>_<column>_length` as each of these is.
 */
export function filledInCheck(column: AnyPgColumn, max: number) {
  const name = `${getTableName(column.table)}_${column.name}_length`;
  return check(name, charLength(column, { min: 1, max }));
}

/** The number lies in [min, max]. */
export function between(column: AnyPgColumn, { min, max }: { min: number; max: number }): SQL {
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}
