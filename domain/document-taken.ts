/**
 * A holder whose document another sign-up under the partner took first (ADR 221/223/227): the continue code's 409
 * answers `Code: 'DocumentTaken'` beside the spec's message, with the brokerage's contact (never the account's), so
 * the web app shows what to do instead of a field error.
 */
export const DOCUMENT_TAKEN = 'DocumentTaken';

/** How customers reach the brokerage (BROKERAGE_CONTACT_EMAIL / _PHONE); either may be unset in production. */
export type BrokerageContact = { Email: string | null; Phone: string | null };
