import { isOwnClick } from '../../components/own-click.ts';

type AccountTypeOptionProps = { title: string; description: string; href: string; onChoose: () => void };

/**
 * One account type on the landing: a large link with its title and who it is for. Without scripts (the landing's
 * page has none, ADR 178) it opens the sign-up form's page; in the app a plain click chooses the type at once.
 */
export function AccountTypeOption({ title, description, href, onChoose }: AccountTypeOptionProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isOwnClick(event)) return;
        event.preventDefault();
        onChoose();
      }}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: '0.25rem 1rem',
        width: '100%',
        padding: '1.25rem',
        textAlign: 'left',
        textDecoration: 'none',
        font: 'inherit',
        color: theme.colors.text,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.lg,
        boxShadow: theme.shadow.card,
        cursor: 'pointer',
        transition: 'border-color 120ms, transform 120ms',
        '&:hover': { borderColor: theme.colors.primary, transform: 'translateY(-1px)' },
        '&:focus-visible': { outline: 'none', borderColor: theme.colors.primary, boxShadow: theme.shadow.focus },
      })}
    >
      <span css={(theme) => ({ fontFamily: theme.fonts.heading, fontWeight: 700, fontSize: '1.125rem' })}>{title}</span>
      <span aria-hidden="true" css={(theme) => ({ gridRow: 'span 2', color: theme.colors.primary, fontSize: '1.5rem' })}>
        →
      </span>
      <span css={(theme) => ({ color: theme.colors.muted, fontSize: '0.9375rem' })}>{description}</span>
    </a>
  );
}
