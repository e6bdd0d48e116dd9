import type { ReactNode } from 'react';
import { selectPartner, selectView } from '../../machines/onboarding/index.ts';
import { useOnboarding } from '../flows/onboarding-context.tsx';
import { PartnerTheme } from './partner-theme.tsx';

export { BRAND_ROOT_ID } from './partner-theme.tsx';

/** Applies the partner's theme, fonts and CSS (spec §1), or the bundled default until a partner is known. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const partner = useOnboarding(selectPartner);
  const withoutPartner = useOnboarding(selectView) === 'partnerNotFound';
  return (
    <PartnerTheme partner={partner} withoutPartner={withoutPartner}>
      {children}
    </PartnerTheme>
  );
}
