import type { StepActors } from '../../../machines/onboarding/index.ts';
import { usePartyList } from './party-list-section.tsx';
import { PARTY_LISTS, type PartyList } from './party-lists.ts';

const byArea = (area: PartyList['area']) => PARTY_LISTS.find((list) => list.area === area) as PartyList;

/** The six company lists of the step, in the order they show, each with its rows and its save. */
export function useCompanyLists(sections: StepActors['sections']) {
  // One call per list, always in this order (rules of hooks).
  return [
    usePartyList(byArea('orderIssuers'), sections.orderIssuers),
    usePartyList(byArea('representatives'), sections.representatives),
    usePartyList(byArea('administrators'), sections.administrators),
    usePartyList(byArea('controllers'), sections.controllers),
    usePartyList(byArea('procurators'), sections.procurators),
    usePartyList(byArea('assetManagers'), sections.assetManagers),
  ];
}
