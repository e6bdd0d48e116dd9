import { expect, test } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit-actions.ts';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-labels.ts';

test('every action the server can write reads in pt-BR, each with its own label', () => {
  const labels = AUDIT_ACTIONS.map(auditActionLabel);
  for (const [i, action] of AUDIT_ACTIONS.entries()) {
    expect(labels[i], action).not.toBe(action);
    expect(labels[i], action).toMatch(/^[A-ZÀ-Ú][\p{L}\p{N} ():,-]+$/u);
  }
  expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
});

test('the timeline names decisions and saved sections, and shows an unknown old code as it is', () => {
  expect(auditActionLabel('decision.reject')).toBe('Decisão: reprovado');
  expect(auditActionLabel('address.create')).toBe('Seção salva: Endereço');
  expect(auditActionLabel('legacy.import')).toBe('legacy.import');
  expect(auditActionLabel('toString')).toBe('toString');
});
