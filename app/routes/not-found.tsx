// Any address the shop does not have: a clear 404 page.
import { refusal } from "../i18n/refusal.ts";

export function loader() {
  throw refusal(404, "common.error.notFound");
}

export default function NotFound() {
  return null;
}
