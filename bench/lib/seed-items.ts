// Owns filling a database with many catalogue items in one SQL statement, for benchmarks at scale.
import { sql } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";

// Names like "Cotton Red Shirt 4711": the words repeat (so searches hit hundreds or thousands of
// items), the number makes each name unique (so a number finds one or a few).
export const nameWords = {
  materials: [
    "Cotton",
    "Silk",
    "Linen",
    "Wool",
    "Denim",
    "Leather",
    "Kitenge",
    "Ankara",
    "Kikoi",
    "Fleece",
    "Velvet",
    "Satin",
    "Canvas",
    "Jersey",
    "Chiffon",
    "Suede",
    "Nylon",
  ],
  colours: [
    "Red",
    "Blue",
    "Green",
    "Black",
    "White",
    "Yellow",
    "Maroon",
    "Orange",
    "Purple",
    "Grey",
    "Brown",
  ],
  things: [
    "Shirt",
    "Dress",
    "Skirt",
    "Trousers",
    "Jacket",
    "Sandals",
    "Sneakers",
    "Scarf",
    "Bedsheet",
    "Towel",
    "Apron",
    "Socks",
    "Cap",
  ],
};

const sqlArray = (words: string[]) =>
  sql.raw(`array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(",")}]::text[]`);

/** Inserts `count` items of one type, newest first by one second each, all showing one image. */
export async function seedBulkItems(
  db: Db,
  { count, type, imageKey }: { count: number; type: string; imageKey: string },
) {
  const { materials, colours, things } = nameWords;
  await db.execute(sql`
    insert into items (name, type, price_cents, image_key, created_at)
    select (${sqlArray(materials)})[1 + i % ${materials.length}] || ' ' ||
           (${sqlArray(colours)})[1 + (i / 7) % ${colours.length}] || ' ' ||
           (${sqlArray(things)})[1 + (i / 3) % ${things.length}] || ' ' || i,
           ${type}, 100 + (i * 7919) % 500000, ${imageKey}, now() - make_interval(secs => i)
    from generate_series(1, ${count}::int) as i`);
  // PGlite has no autovacuum: without statistics the planner would guess row counts.
  await db.execute(sql`analyze items`);
}
