import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { onError } from '../../middleware/errors.ts';
import type { AppEnv } from './context.ts';
import { jsonBody } from './validate.ts';

// A body whose every field is optional: the case valibot's strict object schemas let an array through.
const Optional = v.strictObject({ Reason: v.optional(v.pipe(v.string(), v.maxLength(10))) });
const app = new Hono<AppEnv>().post('/', jsonBody(Optional), (c) => c.json({ got: c.req.valid('json') })).onError(onError);
const post = (body: string) => app.request('/', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('jsonBody', () => {
  it('takes one JSON object, its optional fields left out or not', async () => {
    expect(await (await post('{}')).json()).toEqual({ got: {} });
    expect(await (await post('{"Reason":"ok"}')).json()).toEqual({ got: { Reason: 'ok' } });
  });

  it('refuses an array, a string, a number and null as the body, even when the schema finds every field optional', async () => {
    for (const body of ['[]', '[{}]', '"x"', '1', 'null']) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ Message: Messages.invalidBody });
    }
  });
});
