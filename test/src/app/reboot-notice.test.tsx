import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { activateLocale, i18n, loadAllMessages } from '../../../src/app/i18n.ts';
import { RebootNotice } from '../../../src/app/reboot-notice.tsx';

// SPEC §2 "Restart notice" with SPEC §9 Slavic plural rules (one: 1 but not 11; few:
// 2-4 but not 12-14; otherwise many).

const expected: Record<'uk' | 'ru' | 'en', Record<number, string>> = {
  uk: { 1: '1 хвилину', 2: '2 хвилини', 5: '5 хвилин', 11: '11 хвилин', 21: '21 хвилину', 22: '22 хвилини' },
  ru: { 1: '1 минуту', 2: '2 минуты', 5: '5 минут', 11: '11 минут', 21: '21 минуту', 22: '22 минуты' },
  en: { 1: '1 minute.', 2: '2 minutes', 5: '5 minutes', 11: '11 minutes', 21: '21 minutes', 22: '22 minutes' },
};

describe.each(['uk', 'ru', 'en'] as const)('the restart notice in %s', (locale) => {
  it.each([1, 2, 5, 11, 21, 22])('reads right for %i minutes', async (minutes) => {
    await act(() => activateLocale(locale === 'uk' ? 'ua' : locale).then(loadAllMessages)); // the notice is in the shell: not in the start catalog
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <RebootNotice visible minutesLeft={minutes} />
      </I18nProvider>,
    );
    const text = container.textContent ?? '';
    expect(text).toContain(`${expected[locale][minutes]}`);
    if (locale === 'en') expect(text).toMatch(/^The portal will restart in/);
  });

  it('says nothing while hidden, but keeps its live region', async () => {
    await act(() => activateLocale(locale === 'uk' ? 'ua' : locale).then(loadAllMessages)); // the notice is in the shell: not in the start catalog
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <RebootNotice visible={false} minutesLeft={5} />
      </I18nProvider>,
    );
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });
});
