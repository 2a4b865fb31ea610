// Every string a person reads is translated in uk, ru and en (the standards of the project):
// each message of each catalog has a translation, and the three catalogs hold the same
// messages. en is the source locale, so its entries may be empty (the source text shows).
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

const config = getConfig({ cwd: process.cwd() });

async function entries(locale: string) {
  const [catalog] = await getCatalogs(config);
  return (await catalog!.read(locale)) ?? {};
}

describe('the catalogs', () => {
  it.each(['uk', 'ru'])('%s translates every message', async (locale) => {
    const untranslated = Object.entries(await entries(locale))
      .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
      .map(([id, entry]) => entry.message ?? id);
    expect(untranslated).toEqual([]);
  });

  it('uk, ru and en hold the same messages', async () => {
    const ids = async (locale: string) =>
      Object.entries(await entries(locale))
        .filter(([, entry]) => !entry.obsolete)
        .map(([id]) => id)
        .sort();
    const en = await ids('en');
    expect(await ids('uk')).toEqual(en);
    expect(await ids('ru')).toEqual(en);
  });
});
