import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeCommon, makeMain, renderApp } from '../helpers/app-harness.tsx';

// Issue 10 "Words": a Ukrainian greeting addresses a person in the vocative («Олено»), and the
// nominative «Вітаємо, Олена!» is wrong. The portal does not decline names (docs/words.md
// "The greeting"), so the Ukrainian greeting leaves the name out; the top bar still shows it.
// Russian and English address a person with the name as it is.
const main = makeMain({ customer: { ...makeMain().customer, name: 'Олена', surname: 'Коваленко' } });

describe('the dashboard greeting', () => {
  it('in uk is «Вітаємо!», without the name in the nominative', async () => {
    await renderApp({ common: makeCommon({ isLoggedIn: true, locale: 'ua' }), main });
    const greeting = await screen.findByText(/^Вітаємо/);
    expect(greeting).toHaveTextContent(/^Вітаємо!$/);
    expect(screen.getByRole('button', { name: /Олена Коваленко/ })).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Здравствуйте, Олена!'],
    ['en', 'Hello, Олена!'],
  ] as const)('in %s is "%s"', async (locale, text) => {
    await renderApp({ common: makeCommon({ isLoggedIn: true, locale }), main });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
