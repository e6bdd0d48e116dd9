import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeItem, KnowledgeSources, knowledgeChoice } from '../../../domain/knowledge.ts';
import { StatusRegistrations } from '../../../domain/lookups.ts';
import { Messages } from '../../../domain/messages.ts';
import { pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/common/v3/knowledge-sources', () => {
  it('lists the sources in order, the advisor referral with sub-items naming advisors', async () => {
    const response = await t.call('GET', '/api/common/v3/knowledge-sources');
    expect(response.status).toBe(200);
    const sources = v.parse(KnowledgeSources, await response.json());
    expect(sources.map((source) => source.Description)).toEqual([
      'Google',
      'Instagram',
      'YouTube',
      'Indicação de amigo',
      'Indicação de assessor',
      'Outro',
    ]);
    const referral = sources.find((source) => source.Description === 'Indicação de assessor');
    expect(referral?.Items.map((item) => item.Description)).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Mendes']);
    // The web app's advisor rule (spec §5) reads a sub-item's advisor from this list.
    expect(knowledgeChoice(sources, referral!.Items[0].KnowledgeId)).toEqual({ KnowledgeId: 501, AdvisorId: 101 });
  });
});

describe('GET /api/common/v2/{id}/knowledge-sources/', () => {
  it('lists the sub-items of a source, with or without the trailing slash', async () => {
    for (const path of ['/api/common/v2/5/knowledge-sources/', '/api/common/v2/5/knowledge-sources']) {
      const response = await t.call('GET', path);
      expect(response.status, path).toBe(200);
      const items = v.parse(v.array(KnowledgeItem), await response.json());
      expect(items.map((item) => item.AdvisorId)).toEqual([101, 102, 103]);
    }
  });

  it('answers an empty list for a source without sub-items and 404 for an unknown one', async () => {
    expect(await (await t.call('GET', '/api/common/v2/1/knowledge-sources/')).json()).toEqual([]);
    const unknown = await t.call('GET', '/api/common/v2/777/knowledge-sources/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ Message: Messages.notFound });
  });
});

describe('GET /api/common/status-registrations', () => {
  it('needs a token, then lists the five statuses', async () => {
    expect((await t.call('GET', '/api/common/status-registrations')).status).toBe(401);
    const { AccessToken } = await signUp(t, pfBody(t));
    const response = await t.call('GET', '/api/common/status-registrations', { token: AccessToken });
    expect(response.status).toBe(200);
    const statuses = v.parse(StatusRegistrations, await response.json());
    expect(statuses.map((status) => status.Id)).toEqual([1, 2, 3, 4, 5]);
    expect(statuses[0].Description).toBe('Em andamento');
  });
});
