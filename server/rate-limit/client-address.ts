/**
 * Who a client is, for rate limiting. The socket's remote address is the only thing a client cannot
 * forge. X-Forwarded-For is written by whoever sends the request, so it is read only when the
 * operator says how many proxies of their own stand in front (TRUST_PROXY): each appends the
 * address it saw, so the client is the entry that many places from the right, and anything further
 * left is the client's own claim. IPv6 clients are counted per /64, the block one subscriber gets,
 * or a single home could rotate through billions of addresses.
 */

/** The address a limit counts: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64. */
export function limitSubject(address: string): string {
  const plain = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const groups = expandIpv6(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The client's address: the socket's, or with `trustedProxies` > 0 the X-Forwarded-For entry that
 * many places from the right (the leftmost when the header is shorter). Undefined when unknown.
 * @example clientAddress('10.0.0.2', '198.51.100.7, 203.0.113.9', 1) // '203.0.113.9'
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - trustedProxies)];
}
