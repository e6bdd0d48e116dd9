import { describe, expect, it } from 'vitest';
import type { SuitabilityAnswer } from '../../../domain/api/profile.ts';
import { CURRENT_QUESTIONNAIRE_VERSION } from './questionnaire.ts';
import { scoreSuitability } from './scoring.ts';

// The worked examples and boundaries of ADR 203 (version 2026.1). Alternative ids: questionnaire-2025-1.ts.

/** The risk answers (101, 102, 201, 202, 301, 302) by the alternative chosen, and the experience ones (401–403). */
type Customer = { risk: [number, number, number, number, number, number]; traded: number[]; training: number; operations: number };

const answersOf = ({ risk, traded, training, operations }: Customer): SuitabilityAnswer[] => [
  ...[101, 102, 201, 202, 301, 302].map((QuestionId, index) => ({ QuestionId, AlternativeIds: [risk[index]] })),
  { QuestionId: 401, AlternativeIds: traded },
  { QuestionId: 402, AlternativeIds: [training] },
  { QuestionId: 403, AlternativeIds: [operations] },
];

const score = (customer: Customer) => scoreSuitability(CURRENT_QUESTIONNAIRE_VERSION, answersOf(customer));

/** Middle-to-high risk answers: 3 + 3 + 3 + 3 + 3 + 4 = 19 points, arrojado by risk alone. */
const BOLD = [10103, 10203, 20103, 20203, 30103, 30203] as Customer['risk'];
const NONE = 40101;
const FIXED_INCOME = 40102;
const FUNDS = 40103;
const STOCKS = 40104;
const DERIVATIVES = 40105;
const [NO_TRAINING, BASIC, PROFESSIONAL, CERTIFIED] = [40201, 40202, 40203, 40204];
const [NO_OPERATION, FEW, SOME] = [40301, 40302, 40303];

describe('scoreSuitability under 2026.1: knowledge and experience limit the profile (ADR 203)', () => {
  it('is the current version', () => {
    expect(CURRENT_QUESTIONNAIRE_VERSION).toBe('2026.1');
  });

  it('example 1 (the issue): bold answers and no experience give conservador, renda fixa only', () => {
    expect(score({ risk: BOLD, traded: [NONE], training: NO_TRAINING, operations: NO_OPERATION })).toEqual({
      ok: true,
      Profile: 'conservador',
      Score: 19,
      Version: '2026.1',
      Classes: ['rendaFixa'],
    });
    // Only savings and CDBs, bought and held: still conservador.
    expect(score({ risk: BOLD, traded: [FIXED_INCOME], training: BASIC, operations: FEW })).toMatchObject({ Profile: 'conservador' });
  });

  it('example 2: bold answers with stocks traded this year give arrojado, without derivatives', () => {
    expect(score({ risk: BOLD, traded: [FIXED_INCOME, STOCKS], training: BASIC, operations: SOME })).toMatchObject({
      Profile: 'arrojado',
      Classes: ['rendaFixa', 'fundos', 'acoes'],
    });
  });

  it('example 3: derivatives traded open every class', () => {
    expect(score({ risk: BOLD, traded: [DERIVATIVES], training: BASIC, operations: SOME })).toMatchObject({
      Profile: 'arrojado',
      Classes: ['rendaFixa', 'fundos', 'acoes', 'derivativos'],
    });
  });

  it('example 4: professional training raises the profile one class past the experience, never the classes listed; no operation in 12 months one less', () => {
    // A certification reaches arrojado, but ações were never traded: they are not listed (ADR 228).
    expect(score({ risk: BOLD, traded: [FUNDS], training: CERTIFIED, operations: FEW })).toMatchObject({
      Profile: 'arrojado',
      Classes: ['rendaFixa', 'fundos'],
    });
    expect(score({ risk: BOLD, traded: [FUNDS], training: PROFESSIONAL, operations: NO_OPERATION })).toMatchObject({
      Profile: 'moderado',
      Classes: ['rendaFixa', 'fundos'],
    });
    expect(score({ risk: BOLD, traded: [STOCKS], training: NO_TRAINING, operations: NO_OPERATION })).toMatchObject({
      Profile: 'moderado',
      Classes: ['rendaFixa', 'fundos'],
    });
    // Nothing traded: training alone reaches renda fixa only.
    expect(score({ risk: BOLD, traded: [NONE], training: CERTIFIED, operations: FEW })).toMatchObject({ Profile: 'conservador' });
  });

  it('example 5: experience never raises a profile the risk answers do not reach', () => {
    const cautious = [10102, 10202, 20102, 20202, 30102, 30202] as Customer['risk']; // 1 + 1 + 1 + 1 + 1 + 2 = 7
    expect(score({ risk: cautious, traded: [DERIVATIVES], training: CERTIFIED, operations: SOME })).toMatchObject({
      Profile: 'conservador',
      Score: 7,
      Classes: ['rendaFixa'],
    });
  });

  it('maps the risk score at its boundaries (9/10 and 17/18) when experience does not limit', () => {
    const expert = { traded: [DERIVATIVES], training: CERTIFIED, operations: SOME };
    // Points: 10102 1, 10103 3, 10104 4 · 10202 1, 10203 3 · 20102 1, 20103 3 · 20202 1, 20203 3 · 30102 1, 30104 4 · 30202 2, 30203 4.
    const cases: [Customer['risk'], number, string][] = [
      [[10102, 10202, 20102, 20202, 30102, 30203], 9, 'conservador'],
      [[10102, 10202, 20102, 20202, 30104, 30202], 10, 'moderado'],
      [[10103, 10203, 20103, 20203, 30102, 30203], 17, 'moderado'],
      [[10104, 10203, 20103, 20203, 30102, 30203], 18, 'arrojado'],
      [[10104, 10204, 20104, 20204, 30104, 30203], 24, 'arrojado'],
    ];
    for (const [risk, points, profile] of cases) {
      expect(score({ risk, ...expert }), `${risk}`).toMatchObject({ Score: points, Profile: profile });
    }
  });

  it('keeps the profile conservador for no loss accepted, selling everything after a fall, or needing the money', () => {
    const expert = { traded: [DERIVATIVES], training: CERTIFIED, operations: SOME };
    for (const [question, cap] of [
      [0, 10101],
      [2, 20101],
      [5, 30201],
    ]) {
      const risk = BOLD.map((id, index) => (index === question ? cap : id)) as Customer['risk'];
      expect(score({ risk, ...expert }), `${cap}`).toMatchObject({ Profile: 'conservador', Classes: ['rendaFixa'] });
    }
  });

  it('still refuses "Nenhum" with a product, and an incomplete answer', () => {
    expect(score({ risk: BOLD, traded: [NONE, STOCKS], training: BASIC, operations: FEW })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(
      scoreSuitability(
        CURRENT_QUESTIONNAIRE_VERSION,
        answersOf({ risk: BOLD, traded: [STOCKS], training: BASIC, operations: FEW }).slice(1),
      ),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });
});
