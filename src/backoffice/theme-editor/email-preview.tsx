import type { ThemeEmail } from '../../../domain/theme-api.ts';
import { Button } from '../../components/button.tsx';

/**
 * The customer emails as the saved draft sends them (the server's own templates), each in a sandboxed frame: no
 * script runs and nothing reaches the back office's page. Shown once asked for, as they need the draft saved.
 */
export function EmailPreview({ emails, busy, onShow }: { emails: ThemeEmail[] | null; busy: boolean; onShow: () => void }) {
  return (
    <section aria-labelledby="email-preview-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="email-preview-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        E-mails
      </h2>
      <div>
        <Button variant="secondary" disabled={busy} onClick={onShow}>
          {emails ? 'Atualizar e-mails' : 'Salvar e ver os e-mails'}
        </Button>
      </div>
      {emails?.map((email) => (
        <figure key={email.Name} css={{ margin: 0, display: 'grid', gap: '0.375rem' }}>
          <figcaption>
            <strong>{email.Name}</strong> · {email.Subject}
          </figcaption>
          <iframe
            title={`E-mail: ${email.Name}`}
            sandbox=""
            srcDoc={email.Html}
            css={{ width: '100%', height: 420, border: '1px solid #0003', borderRadius: 8, background: '#fff' }}
          />
        </figure>
      ))}
    </section>
  );
}
