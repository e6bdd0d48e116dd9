import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Question } from '../../../domain/api/profile.ts';
import {
  answerableQuestions,
  CURRENT_QUESTIONNAIRE_VERSION,
  currentQuestionnaire,
  questionnaireByVersion,
  questionnaireDefinition,
} from './questionnaire.ts';

describe('the suitability questionnaire', () => {
  const questionnaire = currentQuestionnaire();

  it('has the spec shape: groups with nested questions, counts of answerable and top-level questions', () => {
    expect(v.parse(v.array(Question), questionnaire.Questions)).toEqual(questionnaire.Questions);
    expect(questionnaire.Version).toBe(CURRENT_QUESTIONNAIRE_VERSION);
    expect(questionnaire.formQuestions).toBe(questionnaire.Questions.length);
    expect(questionnaire.questionCount).toBe(questionnaire.Questions.flatMap((group) => group.Questions).length);
    expect(questionnaire.Questions.map((group) => group.QuestionNumber)).toEqual([1, 2, 3, 4]);
    expect(questionnaire.Questions.flatMap((group) => group.Questions).filter((q) => q.Type === 1).length).toBeGreaterThan(0);
  });

  it("is worded for the customer's person type: an individual never reads about companies, nor a company about income", () => {
    const texts = (personType: 'F' | 'J') =>
      currentQuestionnaire(personType)
        .Questions.flatMap((group) => group.Questions)
        .map((question) => question.Description);
    expect(texts('F')).toContain('Qual é a sua renda mensal?');
    expect(texts('J')).toContain('Qual é o faturamento mensal da empresa?');
    expect(texts('F').join(' ')).not.toMatch(/empresa|faturamento/);
    expect(texts('J').join(' ')).not.toMatch(/renda mensal/);
    // Same questions and ids either way; only the wording differs.
    const ids = (personType: 'F' | 'J') => currentQuestionnaire(personType).Questions.flatMap((group) => group.Questions.map((q) => q.Id));
    expect(ids('F')).toEqual(ids('J'));
  });

  it('covers objectives and horizon, risk tolerance, financial situation, knowledge and experience (Res. CVM 30)', () => {
    expect(questionnaire.Questions.map((group) => group.Description)).toEqual([
      'Objetivos de investimento',
      'Tolerância a risco',
      'Situação financeira',
      'Conhecimento e experiência',
    ]);
    const text = JSON.stringify(questionnaire);
    for (const topic of ['objetivo', 'Por quanto tempo', 'caíssem', 'renda mensal', 'resgatar', 'já investiu', 'formação', 'operações']) {
      expect(text).toContain(topic);
    }
  });

  it('never sends the points, and every id is unique', () => {
    expect(JSON.stringify(questionnaire)).not.toMatch(/points|exclusive|capTo|threshold/i);
    const questionIds = questionnaire.Questions.flatMap((group) => [group.Id, ...group.Questions.map((q) => q.Id)]);
    const alternativeIds = questionnaire.Questions.flatMap((group) => group.Questions.flatMap((q) => q.Alternatives.map((a) => a.Id)));
    expect(new Set(questionIds).size).toBe(questionIds.length);
    expect(new Set(alternativeIds).size).toBe(alternativeIds.length);
  });

  it('gives every alternative 0 to 4 points and lets each profile be reached', () => {
    const definition = questionnaireDefinition(CURRENT_QUESTIONNAIRE_VERSION)!;
    const questions = answerableQuestions(definition);
    for (const question of questions) {
      expect(question.alternatives.every((a) => a.points >= 0 && a.points <= 4)).toBe(true);
    }
    const best = questions.reduce((sum, q) => sum + Math.max(...q.alternatives.map((a) => a.points)), 0);
    expect(best).toBeGreaterThanOrEqual(definition.thresholds.arrojado);
  });

  it('hands out a fresh copy each time and finds published versions only', () => {
    const copy = currentQuestionnaire();
    copy.Questions[0].Questions[0].Answers.push(10101);
    expect(currentQuestionnaire().Questions[0].Questions[0].Answers).toEqual([]);
    expect(questionnaireByVersion(CURRENT_QUESTIONNAIRE_VERSION)).toEqual(currentQuestionnaire());
    expect(questionnaireByVersion('1999.1')).toBeUndefined();
  });
});
