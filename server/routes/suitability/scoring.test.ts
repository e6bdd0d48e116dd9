import { describe, expect, it } from 'vitest';
import { FieldMessages } from '../../../domain/api/field-messages.ts';
import type { SuitabilityAnswer } from '../../../domain/api/profile.ts';
import { answerableQuestions, CURRENT_QUESTIONNAIRE_VERSION, questionnaireDefinition } from './questionnaire.ts';
import { scoreSuitability } from './scoring.ts';

const definition = questionnaireDefinition(CURRENT_QUESTIONNAIRE_VERSION)!;
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

const score = (answers: SuitabilityAnswer[]) => scoreSuitability(CURRENT_QUESTIONNAIRE_VERSION, answers);

describe('scoreSuitability', () => {
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
        Version: CURRENT_QUESTIONNAIRE_VERSION,
      });
    }
    expect([moderado, arrojado]).toEqual([15, 26]);
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

  it('refuses answers to a version that is not the current one as outdated', () => {
    expect(scoreSuitability('2019.1', answersWorth(20))).toEqual({
      ok: false,
      reason: 'outdated',
      message: FieldMessages.questionnaireOutdated,
    });
  });
});
