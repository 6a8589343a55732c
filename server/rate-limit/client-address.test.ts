import { clientAddress, limitSubject } from './client-address.ts';

describe('limitSubject', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    [' ::ffff:203.0.113.5 ', '203.0.113.5'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12::99', '2001:db8:85a3:12::/64'],
    ['2001:0DB8:0000:0012::1', '2001:db8:0:12::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (address, subject) => {
    expect(limitSubject(address)).toBe(subject);
  });
});

describe('clientAddress', () => {
  it.each([
    ['the socket without a trusted proxy', '10.0.0.2', '198.51.100.7', 0, '10.0.0.2'],
    ['the socket when no header came', '10.0.0.2', undefined, 1, '10.0.0.2'],
    ['the entry our one proxy appended', '10.0.0.2', '1.2.3.4, 198.51.100.7', 1, '198.51.100.7'],
    ['the entry before our two proxies', '10.0.0.3', '1.2.3.4, 198.51.100.7, 10.0.0.2', 2, '198.51.100.7'],
    ['the leftmost when the header is short', '10.0.0.3', '198.51.100.7', 2, '198.51.100.7'],
    ['the socket when the header is blank', '10.0.0.2', ' , ', 1, '10.0.0.2'],
    ['nothing when nothing is known', undefined, undefined, 0, undefined],
  ] as const)('is %s', (_case, socket, forwarded, proxies, expected) => {
    expect(clientAddress(socket, forwarded, proxies)).toBe(expected);
  });
});
