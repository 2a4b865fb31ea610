// One term per idea (issue 10 "Words", docs/words.md): what SPEC calls an exam is a "тест"
// in uk and ru and a "test" in en (the menu's "tests (exams)" of SPEC §1, the catalog's own
// majority); exam questions are «запитання» in uk, other questions (the FAQ) «питання»; the FAQ
// tab reads «Часті питання» / «Частые вопросы»; English says "Surveys" for SPEC's inquirers;
// sizes are written КБ/МБ in uk and ru; an unlimited count reads "N used · unlimited". Issue 59
// item 5, one term per idea in the menu, titles and breadcrumbs: the completed tests are never
// "my results", a survey waiting is "to fill in" (not "new"), a news item not opened is "new" (not "unread").
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

const config = getConfig({ cwd: process.cwd() });

type Entry = { id: string; message: string; translation: string; origins: string[] };

async function entries(locale: string): Promise<Entry[]> {
  const [catalog] = await getCatalogs(config);
  const read = (await catalog!.read(locale)) ?? {};
  return Object.entries(read)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({
      id,
      message: entry.message ?? id,
      // en is the source locale: an empty translation shows the message itself.
      translation: entry.translation?.trim() ? entry.translation : (entry.message ?? id),
      origins: (entry.origin ?? []).map(([file]) => file),
    }));
}

/** A word starting with `stem` (not inside another word: «запитання» is not «питання»). */
const word = (stem: string, flags = 'iu') => new RegExp(`(?<![\\p{L}'’])${stem}`, flags);
const using = (list: Entry[], pattern: RegExp) => list.filter((e) => pattern.test(e.translation)).map((e) => `${e.message} => ${e.translation}`);
const examOrigin = (e: Entry) => e.origins.some((file) => file.startsWith('src/pages/exams/') || file.startsWith('machines/'));
const faq = (list: Entry[]) => list.find((e) => e.message === 'FAQ')?.translation;
/** The entries with their placeholders' names left out ({unread, plural, …} names no word). */
const wordsOnly = (list: Entry[]) => list.map((e) => ({ ...e, translation: e.translation.replace(/\{\w+/g, '{') }));

describe('one term per idea (issue 10 "Words")', () => {
  it('uk calls the exam «тест», never «іспит»', async () => {
    expect(using(await entries('uk'), word('іспит'))).toEqual([]);
  });

  it('ru calls the exam «тест», never «экзамен»', async () => {
    expect(using(await entries('ru'), word('экзамен'))).toEqual([]);
  });

  it('en calls the exam a test, never an exam', async () => {
    expect(using(await entries('en'), word('exam(?!ple)'))).toEqual([]); // 'for example' is not an exam
  });

  it('uk says «запитання» for exam questions; «питання» is left to other questions', async () => {
    const uk = await entries('uk');
    const examQuestions = uk.filter((e) => examOrigin(e) && /question/i.test(e.message.replace(/\{\w+\}/g, '')));
    expect(examQuestions.length).toBeGreaterThan(10);
    expect(using(examQuestions, word('питан'))).toEqual([]);
    expect(using(examQuestions, word('запитан')).length).toBe(examQuestions.length);
  });

  it('the FAQ tab reads «Часті питання» / «Частые вопросы» / "FAQ"', async () => {
    expect(faq(await entries('uk'))).toBe('Часті питання');
    expect(faq(await entries('ru'))).toBe('Частые вопросы');
    expect(faq(await entries('en'))).toBe('FAQ');
  });

  it('English says "Surveys" where SPEC says inquirers', async () => {
    expect(using(await entries('en'), word('inquirer'))).toEqual([]);
    expect((await entries('en')).filter((e) => e.translation === 'Surveys')).toHaveLength(1);
  });

  it.each(['uk', 'ru'])('%s writes sizes КБ/МБ, not Кб/Мб or KB/MB', async (locale) => {
    expect(using(await entries(locale), /\d\s*(Кб|Мб|кб|мб|KB|MB|kB)(?!\p{L})|(?<!\p{L})(Кб|Мб)(?!\p{L})/u)).toEqual([]);
  });

  it.each(['uk', 'ru', 'en'])('%s says "N used · unlimited", not "N, no limit"', async (locale) => {
    const list = await entries(locale);
    expect(using(list, /^\{\w+\}, (no limit|без обмежень|без ограничений)$/)).toEqual([]);
    expect(using(list, /· (unlimited|без обмежень|без ограничений)$/)).toHaveLength(2);
  });

  // Issue 59 item 5: the menu named the completed tests «Мої результати», their page's title and
  // breadcrumb «Пройдені тести». The menu now says the page's name (src/app/shell/side-menu.tsx).
  it.each([
    ['uk', 'Пройдені тести', /мо[їі] результат/iu],
    ['ru', 'Пройденные тесты', /мои результат/iu],
    ['en', 'Completed tests', /\bmy results\b/i],
  ])('%s names the completed tests «%s», never "my results"', async (locale, term, rival) => {
    const list = await entries(locale);
    expect(list.find((e) => e.message === 'Completed tests')?.translation).toBe(term);
    expect(using(list, rival)).toEqual([]);
  });

  // Issue 59 item 5: the surveys' button said "# to fill in" in en and «# нові» in uk and ru.
  it.each([
    ['uk', word('для заповнення'), word('нов')],
    ['ru', word('для заполнения'), word('нов')],
    ['en', /\bto fill in\b/i, /\bnew\b/i],
  ])('%s says a survey waits "to fill in", never that it is new', async (locale, term, rival) => {
    const surveys = wordsOnly(await entries(locale)).filter((e) => /\bsurveys?\b/i.test(e.message));
    expect(surveys.length).toBeGreaterThan(3);
    expect(using(surveys, rival)).toEqual([]);
    expect(using(surveys, term).length).toBeGreaterThanOrEqual(2);
  });

  // Issue 59 item 5: a news item not opened was "New" in its mark and "unread" in the news button's name.
  it.each([
    ['uk', word('нов[аеіи]'), word('непрочитан')],
    ['ru', word('нов(ая|ое|ые|ых)'), word('непрочитан')],
    ['en', /\bnew\b/i, /\bunread\b/i],
  ])('%s calls a news item not opened yet new, never unread', async (locale, term, rival) => {
    const news = wordsOnly(await entries(locale)).filter((e) => /\bnews\b/i.test(e.message) || e.message === 'New');
    expect(using(news, rival)).toEqual([]);
    expect(using(news, term).length).toBeGreaterThanOrEqual(2);
  });

  // A number sign keeps its word and its number: «Група №» in a narrow table head broke between
  // the two on a phone. The space beside the sign is a no-break space (U+00A0), never a plain one.
  it.each([
    ['uk', '№'],
    ['ru', '№'],
    ['en', 'No.'],
  ])('%s joins %s to its word and its number with a no-break space', async (locale, sign) => {
    const list = await entries(locale);
    const escaped = sign.replace('.', '\\.');
    expect(list.filter((e) => e.translation.includes(sign)).length).toBeGreaterThan(0);
    expect(using(list, new RegExp(`[ \\t]${escaped}|(?<!\\p{L})${escaped}[ \\t]`, 'u'))).toEqual([]);
  });
});
