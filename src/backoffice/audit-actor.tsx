import type { AuditEntry } from '../../domain/api/backoffice.ts';

/**
 * Who made an audited change: a staff member by name with their email and number beneath (a display name an admin
 * chose is not unique, so it never stands alone); anyone else by the server's label.
 */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  if (!entry.Staff) return <>{entry.Actor}</>;
  const { Name, Email, Id } = entry.Staff;
  return (
    <span css={{ display: 'grid', gap: '0.125rem' }}>
      <span>{Name}</span>
      <span css={(theme) => ({ color: theme.colors.muted, fontSize: '0.8125rem', overflowWrap: 'anywhere' })}>
        {Email} · equipe nº {Id}
      </span>
    </span>
  );
}
