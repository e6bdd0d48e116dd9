import { useMemo, useState } from 'react';
import type { PartnerItem } from '../../../domain/api/partners.ts';
import { createApiClient } from '../../api/client.ts';
import { Button } from '../../components/button.tsx';
import { useBackofficeActor } from '../backoffice-context.tsx';
import { themeCalls } from './theme-editor.api.ts';
import { ThemeEditor } from './theme-editor.view.tsx';

/**
 * The theme editor's entry on a partner's page: a button that opens the editor below it (`isProvider`: a provider
 * admin, whose draft keeps its custom CSS). Its calls carry the back
 * office's staff token, and a 401 ends the staff session as the back office's own calls do.
 */
export function ThemeEditorSection({ partner, isProvider }: { partner: PartnerItem; isProvider: boolean }) {
  const actor = useBackofficeActor();
  const [open, setOpen] = useState(false);
  const calls = useMemo(
    () =>
      themeCalls(
        createApiClient({
          getToken: () => actor.getSnapshot().context.token,
          onUnauthorized: () => actor.send({ type: 'session.expired' }),
        }),
      ),
    [actor],
  );
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Editar tema e pré-visualizar
        </Button>
      </div>
    );
  }
  return <ThemeEditor calls={calls} partner={{ id: partner.Id, name: partner.Name, logos: partner.Logos }} isProvider={isProvider} />;
}
