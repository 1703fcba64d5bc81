// Test accounts made through the accounts module, as a visitor's registration makes them.
import { eq } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";
import { user, type Role } from "../../app/db/schema/accounts.ts";
import { ensureAdmin, register } from "../../app/modules/accounts/accounts.server.ts";
import type { Auth } from "../../app/modules/accounts/auth.server.ts";

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  role: Role;
}

export async function makeUser(auth: Auth, db: Db, role: Role = "customer"): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.com`;
  if (role === "admin") await ensureAdmin(auth, db, email, "admin-password-1");
  else await register(auth, db, email, "customer-password-1");
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return { id: row!.id, email, role };
}
