/**
 * Screening one name against an imported PEP list of 130,000 generated rows: every entry scored (matchEntries, how
 * the imported lists' provider searched before issue 35) against the token and document index (list-index.ts). Both
 * answer every query; the script fails when any answer differs. CPU time per search (process.cpuUsage), median and
 * max. Rerun: `npx tsx scripts/measure-pep-search.ts [--rows 130000] [--queries 60]`. Names are generated from common
 * given names and surnames (no real person's record); masked CPFs are random.
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { type ListEntry, matchEntries } from '../server/lib/screening/list-entries.ts';
import { indexEntries } from '../server/lib/screening/list-index.ts';
import { foldName } from '../server/lib/screening/name-match.ts';
import type { ScreeningQuery } from '../server/lib/screening/screening-provider.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '130000' }, queries: { type: 'string', default: '60' } } });
const ROWS = Number(values.rows);
const QUERIES = Number(values.queries);

const GIVEN = (
  'maria jose ana joao antonio francisco carlos paulo pedro lucas luiz marcos luis gabriel rafael daniel marcelo bruno ' +
  'eduardo felipe raimundo rodrigo manoel mateus andre fernando fabio leonardo gustavo guilherme leandro tiago anderson ' +
  'ricardo marcio jorge sebastiao alexandre roberto edson diego vitor sergio claudio joana francisca adriana juliana ' +
  'marcia fernanda patricia aline sandra camila amanda bruna jessica leticia julia luciana vanessa mariana gabriela ' +
  'vera vitoria larissa claudia beatriz rita luana sonia renata eliane conceicao helena'
).split(' ');
const SURNAMES = (
  'silva santos oliveira souza rodrigues ferreira alves pereira lima gomes costa ribeiro martins carvalho almeida lopes ' +
  'soares fernandes vieira barbosa rocha dias nascimento andrade moreira nunes marques machado mendes freitas cardoso ' +
  'ramos goncalves santana teixeira araujo pinto cavalcanti monteiro moura correia batista campos melo barros reis ' +
  'duarte castro miranda farias tavares bezerra sales cunha azevedo braga figueiredo peixoto brito medeiros fonseca ' +
  'guimaraes queiroz macedo rezende xavier coelho siqueira pacheco aguiar magalhaes bastos vasconcelos'
).split(' ');

// A seeded generator (mulberry32): the same rows and queries every run.
let seed = 20261205;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
// Zipf-like: the first words of each list are far more common (as "maria" and "silva" are).
const pick = (words: readonly string[]) => words[Math.floor(words.length * random() ** 2.2)];
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const personName = () =>
  [pick(GIVEN), random() < 0.4 ? pick(GIVEN) : null, random() < 0.5 ? 'da' : null, pick(SURNAMES), random() < 0.7 ? pick(SURNAMES) : null]
    .filter(Boolean)
    .join(' ')
    .toUpperCase();

const entries: ListEntry[] = Array.from({ length: ROWS }, (_, i) => {
  const name = personName();
  const cpf = digits(6);
  return {
    list: 'pep',
    source: 'CGU-PEP',
    entryId: `pep-${i + 1}`,
    name,
    role: 'VEREADOR',
    document: `***.${cpf.slice(0, 3)}.${cpf.slice(3)}-**`,
    folded: foldName(name),
  };
});

// A third are list entries as typed by a customer (accents, case, a typo), a third new names, a third with a CPF
// whose visible digits are an entry's.
function typo(name: string): string {
  const at = 1 + Math.floor(random() * (name.length - 2));
  return name[at] === ' ' ? name : `${name.slice(0, at)}${name[at + 1]}${name[at]}${name.slice(at + 2)}`;
}
const queries: ScreeningQuery[] = Array.from({ length: QUERIES }, (_, i) => {
  const entry = entries[Math.floor(random() * ROWS)];
  const cpf = `${digits(3)}${entry.document?.slice(4, 7)}${entry.document?.slice(8, 11)}${digits(2)}`;
  if (i % 3 === 0) return { name: typo(entry.name.toLowerCase()), document: digits(11) };
  if (i % 3 === 1) return { name: personName().toLowerCase(), document: digits(11) };
  return { name: entry.name, document: cpf };
});

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const rank = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const fixed = (n: number) => n.toFixed(n < 10 ? 2 : 0);

const buildStart = process.cpuUsage();
const index = indexEntries(entries);
const buildMs = cpuMs(buildStart);

const scanMs: number[] = [];
const indexMs: number[] = [];
let hits = 0;
const hitCounts: number[] = [];
for (const query of queries) {
  let start = process.cpuUsage();
  const scanned = matchEntries(entries, query);
  scanMs.push(cpuMs(start));
  start = process.cpuUsage();
  const indexed = index.search(query);
  indexMs.push(cpuMs(start));
  if (!isDeepStrictEqual(scanned, indexed)) {
    console.error('Different answers for', query, { scanned: scanned.length, indexed: indexed.length });
    process.exit(1);
  }
  hits += indexed.length;
  hitCounts.push(indexed.length);
}

const [load1] = (await import('node:os')).loadavg();
console.log(`${ROWS} rows, ${queries.length} queries, ${hits} hits (the same from both), load average ${load1.toFixed(2)}`);
console.log(`index build: ${fixed(buildMs)} ms CPU (once per import)`);
const line = (values: number[]) =>
  `median ${fixed(rank(values, 0.5))} ms, p90 ${fixed(rank(values, 0.9))} ms, max ${fixed(Math.max(...values))} ms CPU per search`;
console.log(`scan every entry: ${line(scanMs)}`);
console.log(`token index:      ${line(indexMs)}`);
console.log(`hits per search: median ${rank(hitCounts, 0.5)}, max ${Math.max(...hitCounts)}`);
