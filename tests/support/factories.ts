// Small factories for test data, drawing pictures the same way as the demo seed.
import { randomUUID } from "node:crypto";
import type { Db } from "../../app/db/client.server.ts";
import { insertItem, type Item } from "../../app/modules/catalogue/catalogue.server.ts";
import { demoItemSvg } from "../../app/modules/catalogue/demo-catalogue.ts";

let counter = 0;

export async function makeItem(
  db: Db,
  overrides: Partial<{ name: string; type: string; priceCents: number; createdAt: Date }> = {},
): Promise<Item> {
  counter += 1;
  const id = randomUUID();
  return insertItem(db, {
    id,
    name: overrides.name ?? `Test item ${counter}`,
    type: overrides.type ?? "women",
    priceCents: overrides.priceCents ?? 100_00 + counter,
    imageKey: `images/${id}/test`,
    createdAt: overrides.createdAt,
  });
}

export function testPicture(type = "women", index = 0): Buffer {
  return Buffer.from(demoItemSvg(type, index));
}
