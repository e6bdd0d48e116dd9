/** The data areas of spec §3/§4 that each run one section machine (fetch and post, plus reset). */
export const SECTION_KEYS = [
  'address',
  'bankAccounts',
  'patrimony',
  'personalData',
  'companyData',
  'complementaryData',
  'declarationData',
  'orderIssuers',
  'representatives',
  'administrators',
  'controllers',
  'procurators',
  'assetManagers',
  'mtm',
  'signatureAndTerms',
  'signup',
] as const;
/** One data area. */
export type SectionKey = (typeof SECTION_KEYS)[number];

/** How a post is sent: `POST` creates the record, `PUT` updates the one that exists (spec §7, e.g. the address). */
export type PostMethod = 'POST' | 'PUT';

/** Messages per wire field (first message of each), as a 400 answers them or `validate` finds them. */
export type FieldErrors = Record<string, string>;

/** What a data area's machine is built from; everything but `key` is optional. */
export type SectionOptions<TData, TBody> = {
  /** The data area: the machine id and what the actors are told. */
  key: SectionKey;
  /** Spec §8 (address): a fetch answered 404 means "nothing saved yet", a success with no data, not an error. */
  notFoundIsEmpty?: boolean;
  /**
   * Whether a post updates (`PUT`) rather than creates (`POST`), from the body and the fetched data; without it
   * every post is `POST` (sections whose API has a single verb, e.g. PATCH, ignore the method).
   */
  isUpdate?: (body: TBody, data: TData | null) => boolean;
  /** The body as sent, given the stored record: an area may name the record its form does not (the address's id). */
  sentBody?: (body: TBody, data: TData | null) => TBody;
  /** Field messages of a body the API would refuse; a body with any stays unsent and shows them. */
  validate?: (body: TBody) => FieldErrors;
};

/** Input of a section machine: the signed-in customer's ids (the parent or the view sends `section.fetch`). */
export type SectionInput = { clientId: number; userId: number };

/** Input of `fetchSection`. */
export type FetchSectionInput = { section: SectionKey; clientId: number; userId: number };

/** Input of `postSection`: the body and the method the create-or-update rule chose. */
export type PostSectionInput<TBody> = FetchSectionInput & { body: TBody; method: PostMethod };

/** Events of a section machine. */
export type SectionEvent<TBody> =
  | { type: 'section.fetch' }
  | { type: 'section.post'; body: TBody }
  /** Validates a body without posting it: its field errors, or none. */
  | { type: 'section.check'; body: TBody }
  | { type: 'section.reset' };

/** Context of a section machine. */
export type SectionContext<TData, TBody> = {
  section: SectionKey;
  clientId: number;
  userId: number;
  /** The fetched (or last saved) record; null before a fetch, after a reset, or when there is none. */
  data: TData | null;
  /** True when the last fetch found nothing saved yet (`notFoundIsEmpty`). */
  empty: boolean;
  /** The last body posted (or refused by `validate`), so nothing typed is lost on an error. */
  body: TBody | null;
  /** The method of the last post. */
  method: PostMethod | null;
  fetchError: string | null;
  postError: string | null;
  fieldErrors: FieldErrors;
};

/** One region's status, as spec §4 names them. */
export type SectionStatus = 'idle' | 'loading' | 'success' | 'error';

/** View model of a data area (the section's "connect"). */
export type SectionView<TData, TBody> = {
  section: SectionKey;
  fetch: SectionStatus;
  post: SectionStatus;
  data: TData | null;
  empty: boolean;
  /** The last body sent or refused, to refill the form. */
  body: TBody | null;
  fetchError: string | null;
  postError: string | null;
  fieldErrors: FieldErrors;
  /** Sending is possible (not while a post is in flight). */
  canPost: boolean;
};
