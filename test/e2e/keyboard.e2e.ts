import { expect, test } from '@playwright/test';
import { Agreement } from '../../domain/constants.ts';
import { randomCpf } from './support/documents.ts';
import { FinishedPage } from './support/finished.page.ts';
import { AURORA } from './support/hosts.ts';
import { expectFocusVisible, press, tabTo } from './support/keyboard.ts';
import {
  addressByKeyboard,
  detailsByKeyboard,
  documentsByKeyboard,
  financialByKeyboard,
  signUpByKeyboard,
  suitabilityByKeyboard,
  termsByKeyboard,
} from './support/keyboard-steps.ts';
import { storedCustomer } from './support/stored-customer.ts';

const cpfShown = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test.describe('keyboard only', () => {
  // Every screen of a sign-up, key by key, with real uploads and signing: far more than the default 30 s.
  test.setTimeout(240_000);

  test('a PF customer opens an account with Tab, Shift+Tab, Enter, Space, arrows and typing only, and ends on Conclusão', async ({
    page,
  }) => {
    const cpf = randomCpf();
    await signUpByKeyboard(
      page,
      AURORA,
      {
        name: 'Lívia Campos',
        document: cpf,
        birthDate: '09091992',
        email: `livia.${cpf}@example.com`,
        phone: '11976543210',
        knowledge: 'Google',
      },
      { document: cpfShown(cpf), phone: '(11) 97654-3210' },
    );
    await addressByKeyboard(page);
    await documentsByKeyboard(page);
    await detailsByKeyboard(page);
    await financialByKeyboard(page);
    await suitabilityByKeyboard(page);
    await termsByKeyboard(page);
    await new FinishedPage(page).expectFinished();

    const data = await storedCustomer(page);
    // Finalized (status 2, under analysis), with what the masked fields took key by key.
    expect(data.client).toMatchObject({ Name: 'Lívia Campos', PersonType: 'F', MobilePhone: '11976543210', StatusRegistration: 2 });
    expect(data.address).toMatchObject({ PostalCode: '01310100', CountryId: 'BRA' });
    // The batch (general contract and companions) and, declared a qualified investor, that term: all signed by keyboard.
    const signed = (data.agreements as { AgreementType: number }[]).map((agreement) => agreement.AgreementType);
    const expected: number[] = [...Agreement.BATCH_TYPES, Agreement.QUALIFIED_INVESTOR_FILE_TYPE];
    expect(signed.toSorted()).toEqual(expected.toSorted());
  });
});

test.describe('masked fields in Chromium (ADR 024)', () => {
  test('keys typed at full speed are all kept; typing in the middle and Backspace over a separator edit as expected', async ({ page }) => {
    await page.goto(`${AURORA}/`);
    await press(page, page.getByRole('link', { name: /Pessoa Física/ }));
    const cpf = page.getByLabel('CPF', { exact: true });
    await tabTo(page, cpf);
    // The focus-ring check every step relies on can fail: with the rings styled away it finds none on the CPF.
    const noRings = await page.addStyleTag({
      content: ':focus, :focus-visible { outline: none !important; box-shadow: none !important; transition: none !important; }',
    });
    await expect(expectFocusVisible(page)).rejects.toThrow(/no focus ring on <input> signup-document/);
    await noRings.evaluate((style) => (style as HTMLStyleElement).remove());
    await expectFocusVisible(page);
    // No delay between keys: the old mask library dropped keys closer than its caret poll.
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');

    const phone = page.getByLabel('Celular', { exact: true });
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    const date = page.getByLabel('Data de nascimento');
    await date.pressSequentially('15031990');
    await expect(date).toHaveValue('15/03/1990');

    // Editing the CPF as a person does, the caret read from the field after each key.
    const caret = () => cpf.evaluate((element) => (element as HTMLInputElement).selectionStart);
    await cpf.press('ControlOrMeta+A');
    await cpf.press('Backspace');
    await cpf.pressSequentially('529982');
    for (let presses = 0; presses < 3; presses++) await cpf.press('ArrowLeft');
    expect(await caret()).toBe(4);
    // Backspace just after the "." removes the digit before it (the 9), not only the separator.
    await cpf.press('Backspace');
    await expect(cpf).toHaveValue('529.82');
    expect(await caret()).toBe(2);
    // A digit typed in the middle goes in at the caret; the rest moves across the separator.
    await cpf.press('1');
    await expect(cpf).toHaveValue('521.982');
    expect(await caret()).toBe(3);
    await cpf.press('End');
    await cpf.pressSequentially('24725');
    await expect(cpf).toHaveValue('521.982.247-25');
  });
});
