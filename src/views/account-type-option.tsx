type AccountTypeOptionProps = { title: string; description: string; onChoose: () => void };

/** One account type on the landing: a large button with its title and who it is for. */
export function AccountTypeOption({ title, description, onChoose }: AccountTypeOptionProps) {
  return (
    <button
      type="button"
      onClick={onChoose}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: '0.25rem 1rem',
        width: '100%',
        padding: '1.25rem',
        textAlign: 'left',
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
    </button>
  );
}
