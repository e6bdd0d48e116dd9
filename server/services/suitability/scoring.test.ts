import { describe, expect, it } from 'vitest';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { SuitabilityAnswer } from '../../../domain/api/profile.ts';
import { answerableQuestions, questionnaireDefinition } from './questionnaire.ts';
import { PRODUCTS_TRADED } from './questionnaire-2025-1.ts';
import { scoreAnswers, scoreSuitability, storedClasses } from './scoring.ts';

// Version 2025.1 (ADR 085): its rules still describe the results stored under it. 2026.1: scoring-2026.test.ts.
const VERSION = '2025.1';
const definition = questionnaireDefinition(VERSION)!;
const questions = answerableQuestions(definition);
const CAP = definition.capToConservador[0];

/**
 * Answers worth exactly `target` points without any capping alternative (greedy, highest fitting points first;
 * the capped question goes first because its lowest uncapped alternative is worth 1).
 */
function answersWorth(target: number): SuitabilityAnswer[] {
  let remaining = target;
  const ordered = [...questions].sort((a, b) => Number(b.id === 201) - Number(a.id === 201));
  const answers = ordered.map((question) => {
    const options = question.alternatives.filter((a) => !definition.capToConservador.includes(a.id)).sort((a, b) => b.points - a.points);
    const pick = options.find((a) => a.points <= remaining) ?? options[options.length - 1];
    remaining -= pick.points;
    return { QuestionId: question.id, AlternativeIds: [pick.id] };
  });
  if (remaining !== 0) throw new Error(`cannot build answers worth ${target}`);
  return questions.map((question) => answers.find((answer) => answer.QuestionId === question.id)!);
}

const score = (answers: SuitabilityAnswer[]) => scoreAnswers(definition, answers);
const REACH = {
  conservador: ['rendaFixa'],
  moderado: ['rendaFixa', 'fundos', 'acoes'],
  arrojado: ['rendaFixa', 'fundos', 'acoes', 'derivativos'],
};
// The riskiest class the answers traded (401): the result lists renda fixa and no class past it (ADR 228).
const tradedOf = (answers: SuitabilityAnswer[]) =>
  Math.max(0, ...answers.flatMap((answer) => answer.AlternativeIds).map((id) => PRODUCTS_TRADED[id] ?? 0));
const listed = (profile: keyof typeof REACH, answers: SuitabilityAnswer[]) => REACH[profile].slice(0, Math.max(1, tradedOf(answers)));
// Every answer at its boldest but the products traded (401), which is `product`.
const boldTrading = (product: number) =>
  answersWorth(questions.length * 4).map((answer) => (answer.QuestionId === 401 ? { QuestionId: 401, AlternativeIds: [product] } : answer));

describe('scoreAnswers under 2025.1 (no experience rules)', () => {
  it('maps the score to a profile at the threshold boundaries', () => {
    const { moderado, arrojado } = definition.thresholds;
    const cases: [number, string][] = [
      [1, 'conservador'],
      [moderado - 1, 'conservador'],
      [moderado, 'moderado'],
      [arrojado - 1, 'moderado'],
      [arrojado, 'arrojado'],
      [questions.length * 4, 'arrojado'],
    ];
    for (const [points, profile] of cases) {
      expect(score(answersWorth(points)), `${points} points`).toEqual({
        ok: true,
        Profile: profile,
        Score: points,
        Version: VERSION,
        Classes: listed(profile as keyof typeof REACH, answersWorth(points)),
      });
    }
    expect([moderado, arrojado]).toEqual([15, 26]);
  });

  it('an arrojado result lists only the classes the customer traded: no derivatives or crypto-assets never used (ADR 228)', () => {
    expect(score(boldTrading(40104))).toMatchObject({ Profile: 'arrojado', Classes: ['rendaFixa', 'fundos', 'acoes'] });
    expect(score(boldTrading(40102))).toMatchObject({ Profile: 'arrojado', Classes: ['rendaFixa'] });
    expect(score(boldTrading(40105))).toMatchObject({ Profile: 'arrojado', Classes: REACH.arrojado });
    // A stored 2025.1 result is read by the same rule.
    expect(storedClasses(VERSION, boldTrading(40103), 'arrojado')).toEqual(['rendaFixa', 'fundos']);
    expect(storedClasses(VERSION, boldTrading(40101), 'arrojado')).toEqual(['rendaFixa']);
  });

  it('keeps the profile conservador when the client would sell everything after a fall, whatever the score', () => {
    const answers = answersWorth(questions.length * 4).map((answer) =>
      answer.QuestionId === 201 ? { QuestionId: 201, AlternativeIds: [CAP] } : answer,
    );
    expect(score(answers)).toMatchObject({ ok: true, Profile: 'conservador', Score: 32 });
  });

  it('scores a multiple-choice question by its best chosen alternative', () => {
    const base = answersWorth(10);
    const withProducts = (ids: number[]) => base.map((a) => (a.QuestionId === 401 ? { QuestionId: 401, AlternativeIds: ids } : a));
    const before = base.find((a) => a.QuestionId === 401)!;
    const beforePoints = questions.find((q) => q.id === 401)!.alternatives.find((a) => a.id === before.AlternativeIds[0])!.points;
    expect(score(withProducts([40102, 40105]))).toMatchObject({ ok: true, Score: 10 - beforePoints + 4 });
    expect(score(withProducts([40102]))).toMatchObject({ ok: true, Score: 10 - beforePoints + 1 });
  });

  it('refuses incomplete, repeated, foreign or contradictory answers', () => {
    const valid = answersWorth(20);
    const replace = (questionId: number, AlternativeIds: number[]) =>
      valid.map((a) => (a.QuestionId === questionId ? { QuestionId: questionId, AlternativeIds } : a));
    const cases: SuitabilityAnswer[][] = [
      [],
      valid.slice(1),
      [...valid.slice(1), valid[1]],
      [...valid.slice(1), { QuestionId: 999, AlternativeIds: [10101] }],
      replace(101, [10201]),
      replace(101, [10101, 10102]),
      replace(401, [40101, 40102]),
      replace(401, [40102, 40102]),
      replace(101, []),
      [...valid, { QuestionId: 101, AlternativeIds: [10101] }],
    ];
    for (const answers of cases) {
      expect(score(answers), JSON.stringify(answers)).toEqual({ ok: false, reason: 'invalid', message: FieldMessages.answersInvalid });
    }
    expect(score(valid).ok).toBe(true);
  });

  it('refuses answers to a version that is not the current one as outdated: 2025.1 too, now that 2026.1 is out', () => {
    for (const version of ['2019.1', VERSION]) {
      expect(scoreSuitability(version, answersWorth(20))).toEqual({
        ok: false,
        reason: 'outdated',
        message: FieldMessages.questionnaireOutdated,
      });
    }
  });
});
