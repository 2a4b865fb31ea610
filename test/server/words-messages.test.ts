// Issue 10 "Words" (docs/words.md): the server's messages use the interface's term for an
// exam, «тест» / «тест» / "test", and write МБ in uk and ru. Migration 0006 rewrites the exam
// messages that still hold 0002's wording and leaves a row an operator edited alone.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect.ts';
import { messages } from '../../server/db/schema.ts';
import { seedDefaults } from '../../server/seed/defaults.ts';

const rewrite = readFileSync(new URL('../../server/db/migrations/0006_one_term.sql', import.meta.url), 'utf8');
const rejected = { ua: /(?<!\p{L})[Іі]спит|(?<!\p{L})(Кб|Мб|кб|мб)(?!\p{L})/u, ru: /(?<!\p{L})[Ээ]кзамен|(?<!\p{L})(Кб|Мб|кб|мб)(?!\p{L})/u, en: /\bexams?\b/i };

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory://' });
  await seedDefaults(opened.db);
});
afterAll(() => opened.close());

const text = async (key: string, locale: string) =>
  (
    await opened.db
      .select()
      .from(messages)
      .where(and(eq(messages.key, key), eq(messages.locale, locale)))
  )[0]?.value;

describe('server messages (issue 10 "Words")', () => {
  it('say «тест» / «тест» / "test" for the exam, МБ for sizes', async () => {
    const rows = await opened.db.select().from(messages);
    expect(rows.length).toBeGreaterThan(30);
    const wrong = rows.filter((row) => rejected[row.locale as keyof typeof rejected]?.test(row.value));
    expect(wrong).toEqual([]);
    expect(await text('exam.notOpen', 'ua')).toBe('Тест зараз недоступний');
    expect(await text('exam.anotherRunning', 'ru')).toBe('Сначала завершите другой тест, который вы проходите');
    expect(await text('exam.noBreaks', 'en')).toBe('This test has no breaks');
  });

  it('the rewrite keeps a message an operator edited', async () => {
    await opened.db
      .update(messages)
      .set({ value: 'Іспит закрито, пишіть куратору' })
      .where(and(eq(messages.key, 'exam.notOpen'), eq(messages.locale, 'ua')));
    await opened.db
      .update(messages)
      .set({ value: 'Іспит ще не завершено' })
      .where(and(eq(messages.key, 'exam.notFinished'), eq(messages.locale, 'ua')));
    await opened.db.execute(sql.raw(rewrite));
    expect(await text('exam.notOpen', 'ua')).toBe('Іспит закрито, пишіть куратору');
    expect(await text('exam.notFinished', 'ua')).toBe('Тест ще не завершено');
  });
});

// The seed's help, news and exam texts (server/seed/*.ts string literals) use the same words.
describe('seed texts (issue 10 "Words")', () => {
  const folder = new URL('../../server/seed/', import.meta.url);
  const literals = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(/'([^'\n]*)'/g)].map((m) => ({ file, text: m[1]! })));
  const using = (pattern: RegExp, files = /./) => literals.filter(({ file, text }) => files.test(file) && pattern.test(text));

  it('say «тест» / «тест» / "test", and «запитання» for exam questions', () => {
    expect(literals.length).toBeGreaterThan(200);
    expect(using(/(?<!\p{L})([Іі]спит|[Ээ]кзамен)/u)).toEqual([]);
    expect(using(/^[^/]* [^/]*$/).filter(({ text }) => /(?<![\w-])[Ee]xams?(?![\w-])/.test(text))).toEqual([]);
    expect(using(/(?<!\p{L})[Пп]итан/u, /^demo-(exam|every)/)).toEqual([]);
  });
});
