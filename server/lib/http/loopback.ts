import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

// Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket says (a proxy on this machine
// connects from loopback on behalf of anyone).
const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'X-Forwarded-Host'];

/** True for 127.0.0.0/8, ::1 and the IPv4-mapped form of a 127.x address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * True when the request was made on this machine: the socket's peer is a loopback address and no proxy forwarded it.
 * Independent of TRUST_PROXY: a forwarded request is never local.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
}
