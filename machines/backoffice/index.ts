export type { BackofficeActors } from './backoffice.actors.ts';
export { backofficeMachine } from './backoffice.machine.ts';
export { BackofficeMessages } from './backoffice.messages.ts';
export { BACKOFFICE_PATHS, type BackofficeRoute, routeOf, searchOf } from './backoffice.routing.ts';
export {
  type ApplicationView,
  type AuthFormView,
  type BackofficeScreen,
  type BackofficeSnapshot,
  type BackofficeView,
  type DocumentView,
  type FunnelView,
  type PartnersAdminView,
  type QueueView,
  type StaffAdminView,
  selectBackoffice,
  selectDecisionActor,
  selectLocation,
  selectTitle,
} from './backoffice.selectors.ts';
export { codeErrors, invitationErrors, lastQueuePage, signInErrors } from './backoffice.setup.ts';
export * from './backoffice.types.ts';
