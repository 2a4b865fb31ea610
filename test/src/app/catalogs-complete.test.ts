// Every string a person reads is translated in uk, ru and en (the standards of the project):
// each message of each catalog has a translation, and the three catalogs hold the same
// messages. en is the source locale, so its entries may be empty (the source text shows).
// A translation says what its message says: the same placeholders and the same tags; and every
// plural has a form for each plural category of its language (CLDR, as Intl.PluralRules has them).
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const config = getConfig({ cwd: process.cwd() });

async function entries(locale: string) {
  const [catalog] = await getCatalogs(config);
  return (await catalog!.read(locale)) ?? {};
}

/** The placeholders (`{name}`, a plural's `{count, plural, …}`) and tags (`<0>…</0>`) of a message, in and under its choices. */
function parts(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , format] = token;
      found.add(`{${name}}`);
      if (format && typeof format === 'object') for (const [key, choice] of Object.entries(format)) if (key !== 'offset') walk(choice as CompiledMessage);
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

/** The plural categories each `{n, plural, …}` of a message gives a form for. */
function pluralForms(message: string): string[][] {
  const found: string[][] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [, type, format] = token;
      if (!format || typeof format !== 'object') continue;
      const choices = Object.entries(format).filter(([key]) => key !== 'offset');
      if (type === 'plural') found.push(choices.map(([key]) => key));
      for (const [, choice] of choices) walk(choice as CompiledMessage);
    }
  };
  walk(compileMessage(message));
  return found;
}

/** Placeholders a translation leaves out on purpose: the Ukrainian greeting has no name, which would need the vocative (docs/decisions.md #84). */
const LEFT_OUT: Record<string, string[]> = { uk: ['Hello, {name}!'] };

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

  it.each(['uk', 'ru'])('%s keeps every placeholder and tag of the message (a name, a count, a link)', async (locale) => {
    const differing = Object.entries(await entries(locale))
      .filter(([, entry]) => !entry.obsolete && entry.translation?.trim())
      .map(([id, entry]) => ({ message: entry.message ?? id, translation: entry.translation! }))
      .filter(({ message, translation }) => parts(message).join() !== parts(translation).join() && !LEFT_OUT[locale]?.includes(message));
    expect(differing).toEqual([]);
  });

  // 1, 2, 5, 11, 21 and 22 read right only when every category of the language has its form.
  it.each(['uk', 'ru', 'en'])('%s gives every plural a form for each plural category of the language', async (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = Object.entries(await entries(locale))
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => entry.translation?.trim() || entry.message || id)
      .flatMap((text) => pluralForms(text).map((forms) => ({ text, missing: categories.filter((category) => !forms.includes(category)) })))
      .filter(({ missing }) => missing.length > 0);
    expect(missing).toEqual([]);
  });
});
