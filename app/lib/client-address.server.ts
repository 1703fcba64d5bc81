// Owns who a request comes from: the socket's address, or — only when the socket is one of the
// shop's own reverse proxies (TRUST_PROXY) — the address those proxies report in X-Forwarded-For.
// Rate limits key a visitor by it; an IPv6 visitor by its /64, which one household or phone holds whole.
import { BlockList, isIP } from "node:net";

/** The proxies whose X-Forwarded-For the shop believes; null trusts none. */
export type TrustedProxies = BlockList | null;

const loopback = ["127.0.0.0/8", "::1/128"];

/**
 * TRUST_PROXY as written: empty, `false`, `0` or `no` trusts no proxy; `true`, `1` or `yes` trusts the
 * loopback addresses (a proxy on the same machine); otherwise a comma-separated list of addresses
 * and CIDR ranges (`10.0.0.5, 10.1.0.0/16, fd00::/8`). Throws an Error naming the bad entry.
 */
export function parseTrustProxy(text: string | undefined): TrustedProxies {
  const value = (text ?? "").trim().toLowerCase();
  if (["", "false", "0", "no"].includes(value)) return null;
  const entries = ["true", "1", "yes"].includes(value)
    ? loopback
    : value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefixText, ...rest] = entry.split("/");
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (
      family === 0 ||
      rest.length > 0 ||
      !/^\d{1,3}$/.test(String(prefix)) ||
      prefix > maxPrefix
    ) {
      throw new Error(
        `"${entry}" is not an address or CIDR range (use true, or e.g. 10.0.0.5,10.1.0.0/16)`,
      );
    }
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return list;
}

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) as IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(address: string, proxies: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The visitor's address. When the socket is a trusted proxy, X-Forwarded-For is read from its end
 * (what the nearest proxy appended) back to the first address that is not a trusted proxy; entries
 * to the left of that were written by the client and are never believed.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | null | undefined,
  proxies: TrustedProxies,
): string {
  let client = plain(socketAddress);
  if (!proxies || !forwardedFor) return client;
  const hops = forwardedFor.split(",").map((hop) => plain(hop.trim()));
  while (isTrusted(client, proxies) && hops.length > 0) {
    const next = hops.pop()!;
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}

/** Eight groups of four hex digits, for an IPv6 address in any of its written forms. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, v4Tail.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => group.padStart(4, "0"));
}

/** What rate limits count a visitor by: an IPv4 address whole, an IPv6 address by its /64 network. */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address.split("%")[0]!).slice(0, 4).join(":")}::/64`;
}
