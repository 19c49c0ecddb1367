import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's key for per-client throttling (README 'Accounts, sessions and security').
 *
 * Behind reverse proxies (TRUST_PROXY = the number of proxies that append to X-Forwarded-For;
 * `true` is one) it is the entry that many places from the right: the one our outermost proxy
 * appended. Entries left of it are client-supplied and can be forged. Otherwise (TRUST_PROXY
 * false or 0) the socket's address.
 *
 * The address is then reduced to what one client controls: an IPv6 address to its /64 (one
 * subscriber line or host gets a whole /64, so each of its 2^64 addresses must not get limits
 * of its own), an IPv4-mapped IPv6 address (::ffff:1.2.3.4) to the IPv4 address.
 */
export function clientIp(c: Context, trustProxy: boolean | number): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  if (hops > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
    const chosen = entries[Math.max(0, entries.length - hops)];
    if (chosen) return clientKey(chosen.slice(0, 64));
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket
  }
  return address ? clientKey(address) : 'unknown';
}

/** `1.2.3.4` as is; `::ffff:1.2.3.4` → `1.2.3.4`; any other IPv6 address → `2001:db8:1:2::/64`. */
export function clientKey(address: string): string {
  // A proxy may send "[v6]:port" or "v4:port"; a zone ("%eth0") is not part of the address.
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  a = a.replace(/%.*$/, '');
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return address;
  const groups = expandIpv6(a.toLowerCase());
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with '::' and a dotted IPv4 tail expanded). */
function expandIpv6(address: string): number[] {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [b0, b1, b2, b3] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
