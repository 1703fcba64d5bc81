// Owns the texts of the e-mails the shop sends.
import type { NewMail } from "./outbox.server.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function passwordResetMail(to: string, resetUrl: string): NewMail {
  return {
    to,
    subject: "Reset your Duka Fashions password",
    text: [
      "Someone asked to reset the password of your Duka Fashions account.",
      "",
      `Set a new password here (the link works once, for 1 hour):`,
      resetUrl,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    html: `<p>Someone asked to reset the password of your Duka Fashions account.</p>
<p><a href="${escapeHtml(resetUrl)}">Set a new password</a> (the link works once, for 1 hour).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}

export { escapeHtml };
