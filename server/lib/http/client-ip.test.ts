import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const appTrusting = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
const socket = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
const forwarded = { headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.7' } };

describe('clientIp', () => {
  it('uses the socket peer and ignores X-Forwarded-For by default (clients can forge it)', async () => {
    expect(await (await appTrusting(false).request('/', forwarded, socket)).text()).toBe('10.0.0.9');
  });

  it('behind a trusted proxy, uses the address that proxy appended last', async () => {
    expect(await (await appTrusting(true).request('/', forwarded, socket)).text()).toBe('203.0.113.7');
    expect(await (await appTrusting(true).request('/', {}, socket)).text()).toBe('10.0.0.9');
  });
});
