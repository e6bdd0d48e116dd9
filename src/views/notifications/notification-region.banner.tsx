import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { isAssertive, type Notification, type NotificationKind } from '../../../domain/notification.ts';
import { selectNotification } from '../../../machines/onboarding/onboarding.selectors.ts';
import { useOnboarding } from '../../flows/onboarding-context.tsx';
import { sameValue } from '../../flows/same-value.ts';
import { useShownInline } from './inline-messages.ts';

// The accent of each kind; the text keeps the brand's text colour for contrast on every brand.
const accent = (theme: Theme, kind: NotificationKind) =>
  kind === 'error' ? theme.colors.error : kind === 'warning' ? '#b45309' : theme.colors.primary;

/**
 * The notification shown, or null once the customer closed it (a later, different one shows again); an error the
 * screen shows beside its form or button is not repeated here (ADR 205).
 */
function useShownNotification(): [Notification | null, () => void] {
  const notified = useOnboarding(selectNotification);
  const inline = useShownInline(notified?.props.kind === 'error' ? notified.message : null);
  const current = inline ? null : notified;
  const [dismissed, setDismissed] = useState<Notification | null>(null);
  useEffect(() => {
    if (current === null || (dismissed !== null && !sameValue(current, dismissed))) setDismissed(null);
  }, [current, dismissed]);
  const shown = current && !sameValue(current, dismissed) ? current : null;
  return [shown, () => setDismissed(current)];
}

/** How long a success stays before it leaves by itself; the pointer or the focus on it holds it. */
export const SUCCESS_MS = 5000;

// A success leaves by itself after SUCCESS_MS, held while the customer points at it or focuses in it; warnings and
// errors stay until their cause is gone or the customer closes them.
function useSuccessTimeout(shown: Notification | null, dismiss: () => void) {
  const [held, setHeld] = useState(false);
  const leave = useRef(dismiss);
  leave.current = dismiss;
  const success = shown?.props.kind === 'success' ? `${shown.props.topic}:${shown.props.screen}:${shown.message}` : null;
  useEffect(() => {
    if (success === null || held) return;
    const timer = setTimeout(() => leave.current(), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success, held]);
  return {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };
}

/**
 * The app's notification (ADR 141), rendered once by `NotificationRegion` above every screen once a screen may
 * have one: a banner in the page flow (it
 * never covers inputs), brought into view when a notice arrives with a new screen, that the customer may close. Success and info go to a polite live region that is always in
 * the document (its `status` role only while it speaks: an empty one would be a second status on screens that
 * show their own); warnings and errors are inserted as `role="alert"`, which screen readers announce on insertion.
 */
export function NotificationBanner() {
  const [shown, dismiss] = useShownNotification();
  const hold = useSuccessTimeout(shown, dismiss);
  const polite = shown && !isAssertive(shown) ? shown : null;
  const assertive = shown && isAssertive(shown) ? shown : null;
  const banner = useRef<HTMLDivElement>(null);
  // A notice comes with a new screen: bring the banner into view (an error also shows beside the button pressed).
  const arrived = shown && shown.props.kind !== 'error' ? `${shown.props.topic}:${shown.props.screen}` : null;
  useEffect(() => {
    if (arrived) banner.current?.scrollIntoView?.({ block: 'nearest' });
  }, [arrived]);
  return (
    <div
      ref={banner}
      {...hold}
      data-notification={shown?.props.topic}
      css={(theme) =>
        shown
          ? {
              display: 'flex',
              alignItems: 'flex-start',
              gap: '0.75rem',
              maxWidth: 1120,
              margin: '0.75rem auto',
              width: 'calc(100% - 2rem)',
              padding: '0.75rem 0.75rem 0.75rem 1rem',
              borderRadius: theme.radius.md,
              borderLeft: `4px solid ${accent(theme, shown.props.kind)}`,
              background: `color-mix(in srgb, ${accent(theme, shown.props.kind)} 9%, ${theme.colors.surface})`,
              color: theme.colors.text,
              fontWeight: 500,
            }
          : undefined
      }
    >
      <div
        aria-live="polite"
        aria-atomic="true"
        role={polite ? 'status' : undefined}
        css={{ flex: polite ? 1 : 'none', alignSelf: 'center' }}
      >
        {polite?.message}
      </div>
      {assertive ? (
        <div role="alert" css={{ flex: 1, alignSelf: 'center' }}>
          {assertive.message}
        </div>
      ) : null}
      {shown ? (
        <button
          type="button"
          aria-label="Fechar aviso"
          onClick={dismiss}
          css={(theme) => ({
            flex: 'none',
            width: 40,
            height: 40,
            border: 0,
            borderRadius: theme.radius.sm,
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
            fontSize: '1.5rem',
            lineHeight: 1,
            cursor: 'pointer',
            '&:hover': { background: `color-mix(in srgb, ${theme.colors.text} 8%, transparent)` },
            '&:focus-visible': { outline: 'none', boxShadow: theme.shadow.focus },
          })}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
