/** How a notification reads: success and info are announced politely, warning and error interrupt (ADR 141). */
export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/** What a notification is about, so a view or a test can tell two with the same text apart. */
export type NotificationTopic = 'saved' | 'saveFailed' | 'stepFailed' | 'signupFailed' | 'sessionExpired';

/**
 * A notification (spec §3 "Notification: message and props"): the pt-BR text and how to present it; `screen` names
 * the screen it is about, so the same text on the next screen is a new notification.
 */
export type Notification = {
  message: string;
  props: { kind: NotificationKind; topic: NotificationTopic; screen: string };
};

/** Builds a notification. */
export function notification(message: string, kind: NotificationKind, topic: NotificationTopic, screen: string): Notification {
  return { message, props: { kind, topic, screen } };
}

/** True when the notification must interrupt the screen reader (`role="alert"`), false for `role="status"`. */
export function isAssertive(value: Notification): boolean {
  return value.props.kind === 'warning' || value.props.kind === 'error';
}
