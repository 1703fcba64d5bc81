// /admin/backup: a download of the embedded database, for staff (the desk's "Download backup" form) and
// for `npm run admin -- backup` on the same machine (its secret from DATA_DIR/control.json). The
// snapshot is taken inside the running shop: only its process may open the database. A POST (its
// origin checked like every form's, so a link on another site cannot start one), one at a time.
import { timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import type { Route } from "./+types/backup";
import { refusal } from "../../i18n/refusal.ts";
import { services } from "../../services.server.ts";
import { requireStaff } from "../../staff.server.ts";

/** A GET changes nothing and takes no backup. */
export function loader() {
  return new Response("Use the desk's Download backup button (a POST).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function action(args: Route.ActionArgs) {
  const { backup, backupToken, log } = services(args.context);
  const asCommand =
    backupToken !== undefined &&
    bearerMatches(args.request.headers.get("Authorization"), backupToken);
  const staff = asCommand ? null : await requireStaff(args, "common.error.staffDesks");
  if (!backup) throw refusal(404, "common.error.backupOnPostgres");
  const started = performance.now();
  const tarball = await backup();
  if (!tarball) {
    log.warn({ by: staff?.id ?? "admin command" }, "backup refused: another is being taken");
    return new Response("A backup is being taken right now. Try again when it is done.", {
      status: 409,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "10",
        "Cache-Control": "no-store",
      },
    });
  }
  log.info(
    { by: staff?.id ?? "admin command", snapshotMs: Math.round(performance.now() - started) },
    "database backup taken; streaming it",
  );
  const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, "-");
  // Streamed as it is read and compressed: the backup is never held whole in memory.
  return new Response(Readable.toWeb(tarball) as ReadableStream<Uint8Array>, {
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
