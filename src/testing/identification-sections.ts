import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { SectionId } from '../../domain/api/section.ts';
import type { FetchSectionInput, PostSectionInput } from '../../machines/section/index.ts';
import { fakeCalls } from './fake-calls.ts';
import { stubLookups } from './identification-lookups.ts';

/** The complementary data and declaration data of client 42 before anything is declared. */
export const NOTHING_DECLARED = {
  complementaryData: {
    DocumentIssuerName: null,
    DocumentNumber: null,
    PoliticallyExposedPerson: false,
    UsPerson: false,
    ForeignTaxResidence: false,
    ClientId: 42,
  },
  declarationData: {
    AuthorizesOrdersByProcurator: false,
    AuthorizesOrdersByAdministrator: false,
    QualifiedInvestor: false,
    ProfessionalInvestor: false,
    ClientId: 42,
  },
};

type Post = Mock<(input: PostSectionInput<unknown>) => Promise<unknown>>;

/**
 * The identification step's calls: each area answers what `saved` holds for it, a save answers its own body (unless
 * `postSection` says otherwise), and completing the step answers `sectionId` completed.
 */
export function identificationCalls(
  saved: Record<string, unknown>,
  sectionId: SectionId,
  postSection: Post = vi.fn(async (input: PostSectionInput<unknown>) => input.body),
) {
  const fetchSection = vi.fn(async (input: FetchSectionInput) => saved[input.section]);
  const completeSection = vi.fn(async () => ({ ClientId: 42, SectionId: sectionId, CompletedAt: '2025-06-01T12:00:00Z' }));
  return { fetchSection, postSection, completeSection, all: fakeCalls({ fetchSection, postSection, completeSection }) };
}

/** The body the step posted to `section`, if it did. */
export const posted = (post: ReturnType<typeof vi.fn>, section: string) =>
  post.mock.calls.map(([input]) => input as PostSectionInput<Record<string, unknown>>).find((input) => input.section === section)?.body;

/** Call inside an identification suite: the lookup lists stubbed before each test, mocks and the session reset after. */
export function identificationSuite() {
  beforeEach(() => {
    stubLookups();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });
}
