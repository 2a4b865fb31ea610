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

type Argument = { name: string; type: string | undefined; choices: string[] };

/** A message's text runs and its arguments (`{name}`, `{count, plural, …}`) with the keys of their choices, in and under those choices. */
function pieces(message: string): { texts: string[]; args: Argument[] } {
  const texts: string[] = [];
  const args: Argument[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        texts.push(token);
        continue;
      }
      const [name, type, format] = token;
      const choices = format && typeof format === 'object' ? Object.entries(format).filter(([key]) => key !== 'offset') : [];
      args.push({ name, type, choices: choices.map(([key]) => key) });
      for (const [, choice] of choices) walk(choice as CompiledMessage);
    }
  };
  walk(compileMessage(message));
  return { texts, args };
}

/** The placeholders (`{name}`, a plural's `{count}`) and tags (`<0>…</0>`) of a message. */
function parts(message: string): string[] {
  const { texts, args } = pieces(message);
  const tags = texts.flatMap((text) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((tag) => `<${tag[1]}>`));
  return [...new Set([...tags, ...args.map((arg) => `{${arg.name}}`)])].sort();
}

/** The plural categories each `{n, plural, …}` of a message gives a form for. */
const pluralForms = (message: string): string[][] =>
  pieces(message)
    .args.filter((arg) => arg.type === 'plural')
    .map((arg) => arg.choices);

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
