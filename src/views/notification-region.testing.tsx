import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * What a failure gives a screen-reader user and a sighted one (ADR 141): the app's notification says it as the
 * screen's one alert, and the copy beside the form or button stays visible without being a second alert.
 */
export async function expectNotifiedOnce(message: string): Promise<void> {
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([message]);
  expect(alerts[0].closest('[data-notification="stepFailed"]')).not.toBeNull();
  expect(screen.getAllByText(message)).toHaveLength(2);
}
