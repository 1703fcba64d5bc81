// /admin/backup: a download of the embedded database, for staff (the desk's "Download backup") and
// for `npm run admin -- backup` on the same machine (its secret from DATA_DIR/control.json). The
// snapshot is taken inside the running shop: only its process may open the database.
import { timingSafeEqual } from "node:crypto";
import type { Route } from "./+types/admin-backup";
import { refusal } from "../i18n/refusal.ts";
import { services } from "../services.server.ts";
import { requireAdmin } from "../session.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { backup, backupToken, log } = services(args.context);
  const asCommand = backupToken !== undefined && bearerMatches(args.request.headers.get("Authorization"), backupToken);
  const staff = asCommand ? null : await requireAdmin(args, "common.error.staffDesks");
  if (!backup) throw refusal(404, "common.error.backupOnPostgres");
  const started = performance.now();
  const tarball = await backup();
  log.info({ by: staff?.id ?? "admin command", bytes: tarball.length, ms: Math.round(performance.now() - started) }, "database backup taken");
  const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, "-");
  return new Response(new Uint8Array(tarball), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="duka-backup-${stamp}.tar.gz"`,
      "Cache-Control": "private, no-store",
    },
  });
}

function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
