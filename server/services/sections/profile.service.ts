import { eq } from 'drizzle-orm';
import type {
  ProfileBody,
  ProfileSaved,
  Question,
  SuitabilityAnswer,
  SuitabilityForm,
  SuitabilityResult,
} from '../../../domain/api/profile.ts';
import type { PersonType } from '../../../domain/constants.ts';
import { Messages } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { suitabilityProfiles } from '../../db/schema/index.ts';
import { auditedChange } from '../../lib/audit/audit.ts';
import type { ChangeContext } from '../../lib/audit/change-context.ts';
import { sectionAuditEntry } from '../../lib/clients/client-scope.ts';
import { currentQuestionnaire } from '../suitability/questionnaire.ts';
import { scoreSuitability, storedClasses } from '../suitability/scoring.ts';

type Row = typeof suitabilityProfiles.$inferSelect;

/** Outcome of POST /api/profile. */
export type ProfileResult =
  | { status: 'saved'; saved: ProfileSaved }
  | { status: 'outdated'; message: string }
  | { status: 'invalid'; errors: Record<string, string[]> };

// The classes follow from the stored answers under their own version's rules: older results keep theirs.
const resultOf = (row: Row): SuitabilityResult => ({
  Profile: row.profile as SuitabilityResult['Profile'],
  Score: row.score,
  Version: row.version,
  AnsweredAt: row.answeredAt.toISOString(),
  Classes: storedClasses(row.version, row.answers, row.profile as SuitabilityResult['Profile']),
});

/** Fills each question's Answers with the alternatives the client chose (nested questions too). */
function withAnswers(questions: Question[], answers: readonly SuitabilityAnswer[]): Question[] {
  const chosen = new Map(answers.map((answer) => [answer.QuestionId, answer.AlternativeIds]));
  return questions.map((question) => ({
    ...question,
    Answers: chosen.get(question.Id) ?? [],
    Questions: withAnswers(question.Questions, answers),
  }));
}

async function findProfile(db: Database, clientId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(suitabilityProfiles).where(eq(suitabilityProfiles.clientId, clientId));
  return row;
}

/** The current questionnaire for the client with its stored answers (suitabilityForm of its row). */
export async function getSuitabilityForm(db: Database, clientId: number, userId: number): Promise<SuitabilityForm> {
  return suitabilityForm(await findProfile(db, clientId), clientId, userId);
}

/**
 * The current questionnaire for the client (spec §3 "Suitability"), with the answers stored in `row` for this
 * version filled in and the stored result, if any (a result of an older version still shows; its answers do not),
 * worded for the customer's `personType` when given.
 */
export function suitabilityForm(row: Row | undefined, clientId: number, userId: number, personType?: PersonType): SuitabilityForm {
  const questionnaire = currentQuestionnaire(personType);
  const answers = row && row.version === questionnaire.Version ? row.answers : [];
  return {
    Id: row?.id ?? 0,
    ClientId: clientId,
    UserId: userId,
    Version: questionnaire.Version,
    Questions: withAnswers(questionnaire.Questions, answers),
    questionCount: questionnaire.questionCount,
    formQuestions: questionnaire.formQuestions,
    Profile: row ? resultOf(row) : null,
  };
}

/**
 * Scores the answers and stores them with the profile, replacing the client's previous answers, and audits it. `tx`
 * holds the client locked (withLockedClient), so the Id check and the upsert see no concurrent answers.
 */
export async function saveProfile(tx: Database, clientId: number, body: ProfileBody, ctx: ChangeContext): Promise<ProfileResult> {
  const score = scoreSuitability(body.Version, body.Answers);
  if (!score.ok) {
    return score.reason === 'outdated'
      ? { status: 'outdated', message: score.message }
      : { status: 'invalid', errors: { Answers: [score.message] } };
  }
  const existing = await findProfile(tx, clientId);
  // Id is the record the client answers over: 0 for the first answers, else the stored record's id.
  if (body.Id !== (existing?.id ?? 0)) return { status: 'invalid', errors: { Id: [Messages.invalidField] } };
  const values = {
    userId: body.UserId,
    version: score.Version,
    answers: body.Answers,
    profile: score.Profile,
    score: score.Score,
    answeredAt: ctx.now,
  };
  const upsert = tx
    .insert(suitabilityProfiles)
    .values({ ...values, clientId })
    .onConflictDoUpdate({ target: suitabilityProfiles.clientId, set: values })
    .returning();
  const audit = sectionAuditEntry(ctx, clientId, 'profile.answer', ['Answers', 'Version']);
  const state = { table: suitabilityProfiles, where: eq(suitabilityProfiles.clientId, clientId) };
  const [row] = await auditedChange<typeof suitabilityProfiles.$inferSelect>(tx, audit, state, upsert);
  return { status: 'saved', saved: { Id: row.id, ClientId: clientId, Profile: resultOf(row) } };
}
