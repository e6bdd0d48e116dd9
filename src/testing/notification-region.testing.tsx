import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * What a failure gives a screen-reader user and a sighted one (ADR 205): one alert, beside the form or button it
 * concerns, and the app's notification does not repeat it.
 */
export async function expectNotifiedOnce(message: string): Promise<void> {
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([message]);
  expect(alerts[0].closest('[data-notification]')).toBeNull();
  expect(screen.getAllByText(message)).toHaveLength(1);
}
