import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../domain/session-storage.ts';
import { STEP_CHOOSER_SCRIPT } from './step-chooser.ts';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

type Template = { personType: string; stepIndex: string; view: string };
const TEMPLATES: Template[] = [
  { personType: 'F', stepIndex: '2', view: 'details' },
  { personType: 'J', stepIndex: '1', view: 'companyData' },
];

// Runs the chooser against a page holding the templates and a tab whose sessionStorage holds `stored`: answers what
// it put in #root (the template's view) and the attribute it set, or nothing.
function choose(stored: string | null): { placed?: string; attribute?: [string, string] } {
  const outcome: { placed?: string; attribute?: [string, string] } = {};
  const template = (t: Template) => ({
    content: { cloneNode: () => `markup of ${t.view}` },
    getAttribute: (name: string) => ({ 'data-step-index': t.stepIndex, 'data-view': t.view })[name] ?? null,
  });
  const document = {
    querySelector: (selector: string) => {
      const found = TEMPLATES.find((t) => selector === `template[data-step-for="${t.personType}"]`);
      return found ? template(found) : null;
    },
    getElementById: (id: string) =>
      id === 'root'
        ? {
            replaceChildren: (markup: string) => (outcome.placed = markup),
            setAttribute: (name: string, value: string) => (outcome.attribute = [name, value]),
          }
        : null,
  };
  const sessionStorage = { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? stored : null) };
  runInNewContext(STEP_CHOOSER_SCRIPT, { document, sessionStorage, atob, Date, JSON, String });
  return outcome;
}

const slice = (accessToken: string, personType: string, stepIndex: number) =>
  JSON.stringify({ accessToken, personType, channelId: 1, stepIndex });

describe('the step chooser (ADR 170)', () => {
  it("puts the template of the session's person type in #root when the session is at that template's step", () => {
    expect(choose(slice(token({ ClientId: 1, PersonType: 'F', exp: inAnHour() }), 'F', 2))).toEqual({
      placed: 'markup of details',
      attribute: ['data-prerendered', 'details'],
    });
    expect(choose(slice(token({ ClientId: 1, PersonType: 'J', exp: inAnHour() }), 'J', 1)).placed).toBe('markup of companyData');
  });

  it("goes by the token's person type over the slice's, as the app restores it", () => {
    expect(choose(slice(token({ ClientId: 1, PersonType: 'J', exp: inAnHour() }), 'F', 1)).placed).toBe('markup of companyData');
    expect(choose(slice(token({ ClientId: 1, exp: inAnHour() }), 'F', 2)).placed).toBe('markup of details');
  });

  it('leaves the boot spinner without a session, with an expired or unreadable token, at another step, or with garbage', () => {
    const nothing = {};
    expect(choose(null)).toEqual(nothing);
    expect(choose(slice(token({ ClientId: 1, PersonType: 'F', exp: Math.floor(Date.now() / 1000) - 1 }), 'F', 2))).toEqual(nothing);
    expect(choose(slice('not-a-token', 'F', 2))).toEqual(nothing);
    expect(choose(slice(token({ ClientId: 1, PersonType: 'F', exp: inAnHour() }), 'F', 3))).toEqual(nothing);
    expect(choose(slice(token({ ClientId: 1, PersonType: 'X', exp: inAnHour() }), 'X', 2))).toEqual(nothing);
    expect(choose(JSON.stringify({ accessToken: null, personType: 'F', stepIndex: 2 }))).toEqual(nothing);
    expect(choose('{not json')).toEqual(nothing);
  });
});
