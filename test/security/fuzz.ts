/**
 * A seeded fuzz of every operation of /api/openapi.json: valid bodies and paths of a client of the fuzz's own, then
 * broken on purpose (malformed JSON, wrong types, huge numbers, control and odd Unicode characters, overlong strings,
 * bad path ids and query strings, wrong media types, junk tokens). Operations are visited in turn, so each gets its
 * share. A 5xx is a failure whatever the input; the names stored afterwards are checked for control characters.
 */
import { hasOnlyNameCharacters } from '../../domain/characters.ts';
import {
  administrators,
  assetManagers,
  clients,
  controllers,
  orderIssuers,
  personalData,
  procurators,
  representatives,
} from '../../server/db/schema/index.ts';
import type { Customer } from '../../server/test-support/section-kit.ts';
import { send } from './authorization-matrix.ts';
import {
  BAD_AUTHORIZATIONS,
  BAD_QUERIES,
  BAD_SEGMENTS,
  HUGE_LITERALS,
  MALFORMED,
  ODD_STRINGS,
  ODD_VALUES,
  ROOTS,
} from './hostile-values.ts';
import { bodyOf, LOGO_PNG, type Operation, operationName, type Probe, probeText, sampleOf, type Target } from './operations.ts';
import { endsOwnStaffSession, isBackofficeOperation, type StaffActor, type StaffSeat, staffActors, staffIdFor } from './staff-actors.ts';
import { validBodies, type World } from './world.ts';

/** The fewest requests a run sends (issue 18). */
export const FUZZ_MIN_REQUESTS = 10_000;

export type FuzzFigures = {
  requests: number;
  ms: number;
  operationsCovered: number;
  /** `kind · METHOD path → status: body` of every 5xx. */
  serverErrors: string[];
  statuses: Record<string, number>;
  kinds: Record<string, number>;
  oddNamesStored: number;
  /** Requests made with a staff session, and the back-office operations × staff seats they reached. */
  staffRequests: number;
  staffSeatsReached: number;
  /** `seat · METHOD path` of every back-office operation a staff seat did not reach (the run fails on any). */
  staffSeatsMissed: string[];
};

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}
type Random = ReturnType<typeof generator>;

// Where a huge number literal goes: a string no body holds, replaced in the JSON text (JSON.stringify cannot write one).
const HUGE_MARK = '\u0001huge\u0001';

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

/** Every value inside `value` with the object or array holding it. */
function leaves(value: unknown, out: Leaf[] = []): Leaf[] {
  if (!value || typeof value !== 'object') return out;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    out.push({ parent: value as Leaf['parent'], key, value: item });
    leaves(item, out);
  }
  return out;
}

function setLeaf(leaf: Leaf, value: unknown): void {
  (leaf.parent as Record<string | number, unknown>)[leaf.key] = value;
}

/** A client or staff member the fuzz acts as: its session, its own path values and the bodies valid for it. */
type Actor = { authorization: string; pathValues: Record<string, string>; bodies: Record<string, unknown>; target: Target } & Partial<
  Pick<StaffActor, 'seat' | 'signOutAuthorization'>
>;

const seatName = (seat: StaffSeat) => `${seat.role}${seat.partnerId === null ? ' (provider)' : ''}`;

async function actorOf(world: World, who: Customer): Promise<Actor> {
  const ids = { clientId: String(who.id), id: String(who.id), userId: String(who.userId), document: who.cpfCnpj };
  return {
    authorization: `Bearer ${who.token}`,
    pathValues: { ...world.pathValues, ...ids, personType: who.personType },
    bodies: await validBodies(world.t, who),
    target: { clientId: who.id, userId: who.userId, document: who.cpfCnpj, partnerId: who.partnerId },
  };
}

const KINDS = [
  'valid',
  'wrongType',
  'oddString',
  'hugeNumber',
  'overlong',
  'extraKeys',
  'malformedJson',
  'rootType',
  'deepNesting',
  'badPath',
  'badQuery',
  'mediaType',
  'badToken',
] as const;
type Kind = (typeof KINDS)[number];

/** One fuzzed probe of `operation` by `actor`, of a random kind. */
function fuzzedProbe(random: Random, operation: Operation, actor: Actor): { kind: Kind; probe: Probe } {
  const kind = random.pick(KINDS);
  const headers: Record<string, string> = { 'X-Platform': '10', Authorization: actor.authorization };
  const values = { ...actor.pathValues, ...(actor.seat ? staffIdFor(operation, actor.pathValues) : {}) };
  if (kind === 'badPath') for (const name of operation.pathParams) if (random.next() < 0.7) values[name] = random.pick(BAD_SEGMENTS);
  let path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    kind === 'badPath' ? values[name] : encodeURIComponent(values[name] ?? '1'),
  );
  if (kind === 'badQuery') path += random.pick(BAD_QUERIES);
  if (kind === 'badToken') headers.Authorization = random.pick(BAD_AUTHORIZATIONS);
  if (kind === 'mediaType')
    headers['Content-Type'] = random.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]);
  else headers['Content-Type'] = 'application/json';
  if (operation.method === 'GET') return { kind, probe: { method: operation.method, path, headers } };
  if (operation.body === 'image') {
    if (kind !== 'mediaType') headers['Content-Type'] = 'image/png';
    return { kind, probe: { method: operation.method, path, headers, bytes: imageBytes(kind) } };
  }
  const known = actor.bodies[operationName(operation)];
  const body = (known === undefined ? sampleOf(operation.schema, actor.target) : bodyOf(known)) ?? {};
  return { kind, probe: { method: operation.method, path, headers, body: bodyText(random, kind, body) } };
}

/**
 * A logo upload's raw body: the valid PNG, so the route's ownership and role checks are reached, or for the body's
 * own kinds a PNG cut short or carrying bytes after its end (both refused at validation, never a 5xx).
 */
function imageBytes(kind: Kind): Uint8Array<ArrayBuffer> {
  if (kind === 'malformedJson' || kind === 'rootType') return LOGO_PNG.slice(0, 40);
  if (kind === 'overlong' || kind === 'extraKeys')
    return new Uint8Array(Buffer.concat([LOGO_PNG, Buffer.from('<html><script>1</script>')]));
  return LOGO_PNG;
}

function bodyText(random: Random, kind: Kind, body: unknown): string {
  const all = leaves(body);
  const strings = all.filter((leaf) => typeof leaf.value === 'string');
  const numbers = all.filter((leaf) => typeof leaf.value === 'number');
  switch (kind) {
    case 'wrongType':
      if (all.length > 0) setLeaf(random.pick(all), random.pick(ODD_VALUES));
      return JSON.stringify(body);
    case 'oddString': {
      // Mostly one field, so the rest of the body stays valid and the odd value reaches the service; else half of them.
      const pool = strings.length > 0 ? strings : all;
      if (random.next() < 0.7) {
        if (pool.length > 0) setLeaf(random.pick(pool), random.pick(ODD_STRINGS));
      } else for (const leaf of pool) if (random.next() < 0.5) setLeaf(leaf, random.pick(ODD_STRINGS));
      return JSON.stringify(body);
    }
    case 'hugeNumber': {
      if (numbers.length === 0) return JSON.stringify(body);
      setLeaf(random.pick(numbers), HUGE_MARK);
      return JSON.stringify(body).replace(JSON.stringify(HUGE_MARK), random.pick(HUGE_LITERALS));
    }
    case 'overlong':
      if (strings.length > 0) setLeaf(random.pick(strings), 'a'.repeat(random.pick([121, 255, 5_000, 70_000])));
      return JSON.stringify(body);
    case 'extraKeys':
      return JSON.stringify(body).replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":1},"StatusRegistration":4,');
    case 'malformedJson': {
      const text = JSON.stringify(body);
      return random.next() < 0.5 ? random.pick(MALFORMED) : text.slice(0, random.int(Math.max(1, text.length - 1)));
    }
    case 'rootType':
      return random.pick(ROOTS);
    case 'deepNesting': {
      const depth = random.pick([100, 5_000, 20_000]);
      return random.next() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    }
    default:
      return JSON.stringify(body);
  }
}

/** Names stored anywhere a name is kept that hold a control or format character or a lone surrogate. */
async function oddNamesStored(world: World): Promise<number> {
  const db = world.t.database.db;
  const names = [
    ...(await db.select({ name: clients.name }).from(clients)),
    ...(await db.select({ name: orderIssuers.name }).from(orderIssuers)),
    ...(await db.select({ name: controllers.name }).from(controllers)),
    ...(await db.select({ name: representatives.name }).from(representatives)),
    ...(await db.select({ name: administrators.name }).from(administrators)),
    ...(await db.select({ name: procurators.name }).from(procurators)),
    ...(await db.select({ name: assetManagers.name }).from(assetManagers)),
    ...(await db.select({ name: personalData.motherName }).from(personalData)),
  ];
  return names.filter((row) => !hasOnlyNameCharacters(row.name)).length;
}

/** Sends `requests` fuzzed probes (stopping at `deadline`), 4 at a time; answers the figures. */
export async function runFuzz(
  world: World,
  operations: Operation[],
  options: { seed: number; requests: number; deadline: number },
  log: (line: string) => void,
): Promise<FuzzFigures> {
  const random = generator(options.seed);
  const actors = await Promise.all(world.fuzzers.map((who) => actorOf(world, who)));
  const staff = await staffActors(world.t, actors[0].target, actors[0].pathValues);
  const figures: FuzzFigures = {
    requests: 0,
    ms: 0,
    operationsCovered: 0,
    serverErrors: [],
    statuses: {},
    kinds: {},
    oddNamesStored: 0,
    staffRequests: 0,
    staffSeatsReached: 0,
    staffSeatsMissed: [],
  };
  const covered = new Set<string>();
  const seatsCovered = new Set<string>();
  // A back-office operation's visits go to each staff seat in turn, then to a client (who must be refused).
  const actorFor = (operation: Operation, visit: number): Actor => {
    if (!isBackofficeOperation(operation)) return random.pick(actors);
    const turn = visit % (staff.length + 1);
    return turn < staff.length ? staff[turn] : random.pick(actors);
  };
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < options.requests && Date.now() < options.deadline) {
      const operation = operations[next % operations.length];
      const actor = actorFor(operation, Math.floor(next / operations.length));
      next += 1;
      const { kind, probe } = fuzzedProbe(random, operation, actor);
      if (actor.signOutAuthorization && endsOwnStaffSession(operation) && kind !== 'badToken')
        probe.headers.Authorization = await actor.signOutAuthorization();
      const { status, text } = await send(world, probe);
      figures.requests += 1;
      covered.add(operationName(operation));
      if (actor.seat) {
        figures.staffRequests += 1;
        seatsCovered.add(`${seatName(actor.seat)} · ${operationName(operation)}`);
      }
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      figures.kinds[kind] = (figures.kinds[kind] ?? 0) + 1;
      const line = `${kind} · ${probe.method} ${probe.path.slice(0, 160)} · ${probeText(probe).slice(0, 160)} → ${status}`;
      if (status >= 500) {
        figures.serverErrors.push(`${line}: ${text.slice(0, 200)}`);
        log(`5xx ${line}`);
      } else log(line);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  figures.ms = Date.now() - started;
  figures.operationsCovered = covered.size;
  figures.staffSeatsReached = seatsCovered.size;
  for (const operation of operations.filter(isBackofficeOperation))
    for (const { seat } of staff) {
      const reached = `${seatName(seat)} · ${operationName(operation)}`;
      if (!seatsCovered.has(reached)) figures.staffSeatsMissed.push(reached);
    }
  figures.oddNamesStored = await oddNamesStored(world);
  return figures;
}
