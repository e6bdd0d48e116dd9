// The kit every machine shares: its calls' placeholders, failures and the 401 rule, and what a child tells its parent.
export { type CallLogic, type CallTable, call, notProvided, placeholders } from './calls.ts';
export { failureFieldErrors, failureMessage, hasStatus, isUnauthorizedFailure, sessionFailure, withError } from './failure.ts';
export { notifySessionExpired, SESSION_EXPIRED, sendToParent } from './parent.ts';
