/** A determinate progress bar (role=progressbar, 0–100 %) with a visible percentage. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div css={{ display: 'grid', gap: '0.375rem' }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        css={(theme) => ({ height: 8, borderRadius: theme.radius.pill, background: theme.colors.border, overflow: 'hidden' })}
      >
        <div css={(theme) => ({ width: `${percent}%`, height: '100%', background: theme.colors.primary, transition: 'width 120ms' })} />
      </div>
      <span aria-hidden="true" css={(theme) => ({ color: theme.colors.muted, fontSize: '0.875rem' })}>
        {label}: {percent}%
      </span>
    </div>
  );
}
