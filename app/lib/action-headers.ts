// Owns passing an action's own headers (Retry-After on a "busy" answer) into the page's answer:
// React Router keeps only their cookies unless the route says otherwise.
import type { HeadersFunction } from "react-router";

export const actionHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
};
