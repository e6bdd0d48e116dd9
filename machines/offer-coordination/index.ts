export type { OfferCoordinationActors } from './offer-coordination.actors.ts';
export { offerCoordinationMachine } from './offer-coordination.machine.ts';
export {
  type ApplicationsView,
  type OfferCoordinationSnapshot,
  type OfferCoordinationView,
  type PasswordChangeView,
  type SignInView,
  selectOfferCoordination,
  selectOfferCoordinationActor,
  selectOfferCoordinationArea,
} from './offer-coordination.selectors.ts';
export { lastPage, passwordChangeErrors, signInErrors } from './offer-coordination.setup.ts';
export * from './offer-coordination.types.ts';
