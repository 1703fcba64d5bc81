// Owns the shape of the shop's ids: items, orders, cart lines and payments are UUIDs made on the
// server, so anything else in an address or a form is refused before it reaches the database.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
