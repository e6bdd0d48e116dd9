import { addressRoutes } from '../address/address.routes.ts';
import { bankRoutes } from '../bank/bank.routes.ts';
import { clientDataRoutes } from '../client-data/client-data.routes.ts';
import { legalPersonRoutes, naturalPersonRoutes } from '../client-data/person-data.routes.ts';
import type { Resource } from '../index.ts';
import { mtmRoutes } from '../mtm/mtm.routes.ts';
import { patrimonyRoutes } from '../patrimony/patrimony.routes.ts';
import { profileRoutes } from '../profile/profile.routes.ts';
import { sectionRoutes } from '../section/section.routes.ts';
import {
  administratorRoutes,
  assetManagerRoutes,
  controllerRoutes,
  orderIssuerRoutes,
  procuratorRoutes,
  representativeRoutes,
} from './sections.routes.ts';

/** Every section resource of spec §7 (the lookups are under /common, in routes/common). */
export const sectionResources: Resource[] = [
  { path: '/client', routes: clientDataRoutes },
  { path: '/natural-person', routes: naturalPersonRoutes },
  { path: '/legal-person', routes: legalPersonRoutes },
  { path: '/order-issuer', routes: orderIssuerRoutes },
  { path: '/controllers', routes: controllerRoutes },
  { path: '/representative', routes: representativeRoutes },
  { path: '/administrator', routes: administratorRoutes },
  { path: '/procurator', routes: procuratorRoutes },
  { path: '/asset-manager', routes: assetManagerRoutes },
  { path: '/address', routes: addressRoutes },
  { path: '/bank', routes: bankRoutes },
  { path: '/patrimony', routes: patrimonyRoutes },
  { path: '/profile', routes: profileRoutes },
  { path: '/position', routes: mtmRoutes },
  { path: '/section', routes: sectionRoutes },
];
