import { describe, expect, it } from 'vitest';
import { isAssertive, notification } from './notification.ts';

describe('notification (spec §3 "Notification: message and props")', () => {
  it('carries the message and its props', () => {
    expect(notification('Dados salvos com sucesso.', 'success', 'saved', 'documents')).toEqual({
      message: 'Dados salvos com sucesso.',
      props: { kind: 'success', topic: 'saved', screen: 'documents' },
    });
  });

  it('interrupts the screen reader only for warnings and errors', () => {
    const of = (kind: Parameters<typeof notification>[1]) => isAssertive(notification('x', kind, 'saved', 'landing'));
    expect([of('success'), of('info'), of('warning'), of('error')]).toEqual([false, false, true, true]);
  });
});
