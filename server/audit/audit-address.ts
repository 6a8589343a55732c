/**
 * The audit trail keeps the client's network, not its address: enough to tell "the office" from
 * "somewhere else" when a login looks wrong, without keeping a personal identifier per entry.
 * IPv4 keeps its /24, IPv6 its /48 (a site's prefix). Input is the rate limiter's subject
 * (limitSubject: IPv4 plain, IPv6 already cut to its /64), or any address.
 */
export function addressClass(address: string | undefined): string | null {
  if (!address || address === 'unknown') return null;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(':')) return null;
  const head = address.replace(/\/\d+$/, '').split('::')[0] ?? '';
  const groups = head.split(':').filter((group) => group !== '');
  while (groups.length < 3) groups.push('0');
  return `${groups.slice(0, 3).join(':')}::/48`;
}
