import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSaved, type Question, SuitabilityForm } from '../../../domain/api/profile.ts';
import { Messages } from '../../../domain/messages.ts';
import { suitabilityProfiles } from '../../db/schema/index.ts';
import {
  auditCount,
  type Customer,
  crossPartnerToken,
  expectAuthRequired,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

/** The answerable questions of a form (those with alternatives), nested ones included. */
const answerable = (questions: Question[]): Question[] =>
  questions.flatMap((question) => [...(question.Alternatives.length > 0 ? [question] : []), ...answerable(question.Questions)]);

/** Answers choosing the alternative at `pick` (clamped) of every answerable question. */
const answersOf = (form: { Questions: Question[] }, pick: number) =>
  answerable(form.Questions).map((question) => ({
    QuestionId: question.Id,
    AlternativeIds: [question.Alternatives[Math.min(pick, question.Alternatives.length - 1)].Id],
  }));

async function formOf(who: Customer) {
  const response = await send(w.t, who, 'GET', `/api/profile/${who.id}`);
  expect(response.status).toBe(200);
  return v.parse(SuitabilityForm, response.body);
}

describe('/api/profile', () => {
  it('answers the current questionnaire with nested questions and no profile before any answer', async () => {
    const form = await formOf(w.pf);
    expect(form).toMatchObject({ Id: 0, ClientId: w.pf.id, UserId: w.pf.userId, Profile: null });
    expect(answerable(form.Questions)).toHaveLength(form.questionCount);
    expect(form.Questions).toHaveLength(form.formQuestions);
    expect(form.Questions.some((question) => question.Questions.length > 0)).toBe(true);
  });

  it("words the questionnaire for the token's person type: income for an individual, revenue for a company", async () => {
    const texts = async (who: Customer) => answerable((await formOf(who)).Questions).map((question) => question.Description);
    const [pf, pj] = [await texts(w.pf), await texts(w.pj)];
    expect(pf).toContain('Qual é a sua renda mensal?');
    expect(pf.join(' ')).not.toMatch(/faturamento|empresas/);
    expect(pj).toContain('Qual é o faturamento mensal da empresa?');
  });

  it('scores and stores the answers, then shows them and the profile; answering again replaces them', async () => {
    const form = await formOf(w.pf);
    const body = { Id: 0, ClientId: w.pf.id, UserId: w.pf.userId, Version: form.Version, Answers: answersOf(form, 0) };
    const saved = await send(w.t, w.pf, 'POST', '/api/profile', body);
    expect(saved.status).toBe(201);
    const result = v.parse(ProfileSaved, saved.body);
    expect(result.Profile).toMatchObject({ Profile: 'conservador', Version: form.Version });
    const after = await formOf(w.pf);
    expect(after.Id).toBe(result.Id);
    expect(after.Profile).toEqual(result.Profile);
    expect(answerable(after.Questions).map((q) => q.Answers)).toEqual(body.Answers.map((a) => a.AlternativeIds));
    const bolder = await send(w.t, w.pf, 'POST', '/api/profile', { ...body, Id: result.Id, Answers: answersOf(form, 9) });
    expect(bolder.status).toBe(201);
    expect(bolder.body.Id).toBe(result.Id);
    expect(bolder.body.Profile.Profile).not.toBe('conservador');
    expect(await auditCount(w.t, w.pf.id, 'profile.answer')).toBe(2);
  });

  it('answers 409 to an outdated questionnaire and 400 to incomplete answers or a stale Id, storing nothing', async () => {
    const form = await formOf(w.pj);
    const body = { Id: 0, ClientId: w.pj.id, UserId: w.pj.userId, Version: form.Version, Answers: answersOf(form, 1) };
    const outdated = await send(w.t, w.pj, 'POST', '/api/profile', { ...body, Version: '1999.1' });
    expect(outdated).toEqual({
      status: 409,
      body: { Message: 'O questionário foi atualizado. Recarregue a página e responda novamente.' },
    });
    const incomplete = await send(w.t, w.pj, 'POST', '/api/profile', { ...body, Answers: body.Answers.slice(1) });
    expect(incomplete.body.Errors).toEqual({ Answers: ['Responda todas as perguntas com alternativas válidas'] });
    const stale = await send(w.t, w.pj, 'POST', '/api/profile', { ...body, Id: 12345 });
    expect(stale.body.Errors).toEqual({ Id: [Messages.invalidField] });
    expect((await formOf(w.pj)).Profile).toBeNull();
  });

  it('keeps a result of 2025.1 as scored then (no experience limit), shows none of its answers against 2026.1', async () => {
    // Bold answers and "Nenhum" product: 2025.1 made this arrojado (issue 21); it stays so, but lists only renda
    // fixa: no class the customer never traded (ADR 228; it listed derivatives and crypto-assets, issue 34).
    const answers = [10103, 10203, 20103, 20203, 30103, 30203, 40101, 40201, 40301].map((id) => ({
      QuestionId: Math.floor(id / 100),
      AlternativeIds: [id],
    }));
    const at = new Date('2025-08-01T12:00:00.000Z');
    await w.t.database.db
      .insert(suitabilityProfiles)
      .values({ clientId: w.other.id, userId: w.other.userId, version: '2025.1', answers, profile: 'arrojado', score: 26, answeredAt: at });
    const form = await formOf(w.other);
    expect(form.Version).toBe('2026.1');
    expect(form.Profile).toEqual({
      Profile: 'arrojado',
      Score: 26,
      Version: '2025.1',
      AnsweredAt: at.toISOString(),
      Classes: ['rendaFixa'],
    });
    expect(answerable(form.Questions).every((question) => question.Answers.length === 0)).toBe(true);
    // The same answers to 2026.1: conservador, renda fixa only.
    const body = { Id: form.Id, ClientId: w.other.id, UserId: w.other.userId, Version: form.Version, Answers: answers };
    const saved = await send(w.t, w.other, 'POST', '/api/profile', body);
    expect(saved.body.Profile).toMatchObject({ Profile: 'conservador', Score: 19, Version: '2026.1', Classes: ['rendaFixa'] });
  });

  it('refuses bad tokens, another client or user (403) and another partner (404)', async () => {
    const form = await formOf(w.pf);
    const body = { Id: 0, ClientId: w.pf.id, UserId: w.pf.userId, Version: form.Version, Answers: answersOf(form, 0) };
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', `/api/profile/${w.pf.id}`);
    await expectAuthRequired(w.t, w.pf, w.pj, 'POST', '/api/profile', body);
    expect((await send(w.t, w.pf, 'GET', `/api/profile/${w.other.id}`)).status).toBe(403);
    expect((await send(w.t, w.pf, 'POST', '/api/profile', { ...body, UserId: w.other.userId })).status).toBe(403);
    const cross = await crossPartnerToken(w.other, w.pf);
    expect((await send(w.t, cross, 'GET', `/api/profile/${w.pf.id}`)).status).toBe(404);
  });
});
