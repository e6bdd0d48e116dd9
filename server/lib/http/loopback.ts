import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

// Headers a proxy adds: a request carrying one came through a proxy, whatever the socket says (a proxy on this machine
// connects from loopback on behalf of anyone).
const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'X-Forwarded-Host'];

// A Host naming this machine: localhost, a name under .localhost (RFC 6761: always loopback), 127.0.0.1 or [::1],
// with any port. No IP but those two: a DNS-rebinding page can only bring a name, and these names never resolve
// elsewhere.
const LOOPBACK_HOST = /^(localhost|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** True for 127.0.0.0/8, ::1 and the IPv4-mapped form of a 127.x address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** True when a Host header (or one entry of X-Forwarded-Host) names this machine, whatever the port. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host.trim());
}

/** The Host the request was sent to (its URL's host when there is no header: then not a browser's request). */
export const requestHost = (c: Context): string => c.req.header('Host') ?? new URL(c.req.url).host;

/**
 * True when every host the request names is this machine's: its Host, and any X-Forwarded-Host (what a proxy says
 * the browser asked for). What stops DNS rebinding: the browser then connects from loopback without forwarding
 * headers, but still names the attacker's host.
 */
export function namesOnlyLoopback(c: Context): boolean {
  const forwardedHosts = c.req.header('X-Forwarded-Host')?.split(',') ?? [];
  return isLoopbackHost(requestHost(c)) && forwardedHosts.every(isLoopbackHost);
}

/**
 * True when the request was made on this machine, decided from the socket's peer and TRUST_PROXY, as `clientIp`
 * decides the caller's address: a request without forwarding headers is local only when its socket's peer is
 * loopback; a forwarded one only when the proxy is trusted and the last X-Forwarded-For entry (the one it appended)
 * is loopback. A request an untrusted proxy forwarded is never local.
 */
export function isLocalRequest(c: Context, trustProxy: boolean): boolean {
  if (!FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
    return isLoopbackAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
  }
  return trustProxy && isLoopbackAddress(c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim());
}
