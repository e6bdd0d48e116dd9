import { NotificationBanner } from './notification-region.banner.tsx';

/**
 * The app's notification (ADR 141), rendered once by the shell above every screen: its live regions are in the
 * document from the first paint, so an announcement is never lost to a region being created.
 */
export function NotificationRegion() {
  return <NotificationBanner />;
}
