export { offerCoordinationMachine } from './offer-coordination.machine.ts';
export {
  type ApplicationsView,
  type OfferCoordinationSnapshot,
  type OfferCoordinationView,
  type SignInView,
  selectOfferCoordination,
  selectOfferCoordinationActor,
  selectOfferCoordinationArea,
} from './offer-coordination.selectors.ts';
export { lastPage, signInErrors } from './offer-coordination.setup.ts';
export * from './offer-coordination.types.ts';
