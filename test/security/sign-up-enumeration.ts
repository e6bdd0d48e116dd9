/**
 * Sign-up enumeration (ADR 196): POST /api/client/basic-data and POST /api/customer/token-continue-register must
 * answer a document that has a client exactly as one that has none (status and body). Prints the median and p95
 * time of each group and their ratio; the times are printed only, never asserted (the machine is shared).
 */
import { randomCpf } from '../../server/test-support/documents.ts';
import { pfBody, signUp } from '../../server/test-support/fixtures.ts';
import type { TestApp } from '../../server/test-support/test-app.ts';
import { nextIp } from './world.ts';

/** What one group of calls got: the distinct answers (status and body) and the times. */
type Group = { answers: Set<string>; ms: number[] };

/** What the suite found: answers that differ by whether the document exists, per call. */
export type EnumerationFigures = { differences: string[]; lines: string[] };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fixed = (ms: number) => ms.toFixed(2);

async function timed(t: TestApp, path: string, json: unknown, group: Group): Promise<void> {
  const started = performance.now();
  const response = await t.call('POST', path, { json, ip: nextIp() });
  const text = await response.text();
  group.ms.push(performance.now() - started);
  group.answers.add(`${response.status} ${text}`);
}

function compare(name: string, known: Group, unknown: Group, figures: EnumerationFigures): void {
  const [k50, u50] = [quantile(known.ms, 0.5), quantile(unknown.ms, 0.5)];
  figures.lines.push(
    `${name}: known median ${fixed(k50)} ms p95 ${fixed(quantile(known.ms, 0.95))} ms; unknown median ${fixed(u50)} ms p95 ${fixed(quantile(unknown.ms, 0.95))} ms; median ratio known/unknown ${(k50 / u50).toFixed(2)}`,
  );
  const all = new Set([...known.answers, ...unknown.answers]);
  figures.lines.push(`${name}: distinct answers ${[...all].join(' | ')}`);
  if (all.size !== 1) figures.differences.push(`${name} answers ${all.size} different ways: ${[...all].join(' | ')}`);
}

/** Runs `n` known and `n` unknown documents through both calls, interleaved so neither group gets the warm-up. */
export async function signUpEnumeration(t: TestApp, n: number): Promise<EnumerationFigures> {
  const known: string[] = [];
  for (let i = 0; i < n; i++) {
    const body = pfBody(t, { Email: `conhecida.${process.pid}.${i}@example.com` });
    await signUp(t, body);
    known.push(String(body.CpfCnpj));
  }
  const groups = { signUp: { known: group(), unknown: group() }, resend: { known: group(), unknown: group() } };
  for (let i = 0; i < n; i++) {
    const unknown = randomCpf();
    // The typed data is the same but the document: only whether it has a client differs.
    const typed = (CpfCnpj: string) => pfBody(t, { CpfCnpj, Email: `digitado.${process.pid}.${i}@example.com` });
    await timed(t, '/api/client/basic-data', typed(known[i]), groups.signUp.known);
    await timed(t, '/api/client/basic-data', typed(unknown), groups.signUp.unknown);
    const resend = (Document: string) => ({ Document, PartnerId: t.partners.aurora });
    // An unknown document never signed up (no pending sign-up), as an enumerator would try.
    await timed(t, '/api/customer/token-continue-register', resend(randomCpf()), groups.resend.unknown);
    await timed(t, '/api/customer/token-continue-register', resend(known[i]), groups.resend.known);
  }
  const figures: EnumerationFigures = { differences: [], lines: [] };
  compare('POST /api/client/basic-data', groups.signUp.known, groups.signUp.unknown, figures);
  compare('POST /api/customer/token-continue-register', groups.resend.known, groups.resend.unknown, figures);
  return figures;
}

function group(): Group {
  return { answers: new Set(), ms: [] };
}
