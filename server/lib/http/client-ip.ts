import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's IP: the socket peer, or — when the server sits behind a trusted proxy — the last address that
 * proxy appended to X-Forwarded-For (earlier entries are client-controlled).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('X-Forwarded-For')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}
