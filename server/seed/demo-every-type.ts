// "Demo: every question type" (docs/exams.md "Demo exam of every type"): one question of each
// kind with real pictures, sounds and materials, for trainee 1. The media are committed files
// in ./assets, made once by ./assets/make-assets.ts (sharp, espeak-ng, sox; nothing runs at
// run time). Answer pictures that are sounds are stored with contentType 'AUDIO' (SPEC §3);
// GET /api/common/picture/{id} serves them as audio/wav.
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/connect.ts';
import { examMaterials, examPictures } from '../db/schema.ts';
import { createExam, createSchedule, type ExamSpec } from '../domain/exams/authoring.ts';
import { L, type T } from './demo-exam-questions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const asset = async (name: string) => new Uint8Array(await readFile(new URL(`./assets/${name}`, import.meta.url)));
const choice = (name: T, correct = false) => ({ name: L(name), correct });
const pair = (item: T, partner: T) => ({ name: L(item), partner: L(partner) });

export const EVERY_TYPE: ExamSpec = {
  name: L(['Демо: усі типи запитань', 'Демо: все типы вопросов', 'Demo: every question type']),
  description: L([
    'Кожен вид запитання порталу: зображення, звук, матеріали, есе, послідовність і відповідність.',
    'Каждый вид вопроса портала: изображения, звук, материалы, эссе, последовательность и соответствие.',
    'Every kind of question of the portal: pictures, sound, materials, an essay, a sequence and matching.',
  ]),
  questions: [
    {
      type: 'SINGLE_CHOICE',
      name: L([
        'Який статус має стояти на місці «?» у життєвому циклі дефекту на схемі?',
        'Какой статус должен стоять на месте «?» в жизненном цикле дефекта на схеме?',
        'Which status belongs in the "?" box of the bug life cycle in the diagram?',
      ]),
      answers: [
        choice(['Повторна перевірка (Retest)', 'Повторная проверка (Retest)', 'Retest'], true),
        choice(['Відкладено (Deferred)', 'Отложен (Deferred)', 'Deferred']),
        choice(['Новий (New)', 'Новый (New)', 'New']),
        choice(['Відхилено (Rejected)', 'Отклонён (Rejected)', 'Rejected']),
      ],
    },
    {
      type: 'MULTIPLE_CHOICE',
      name: L(['На яких екранах є дефект?', 'На каких экранах есть дефект?', 'Which screens show a defect?']),
      answers: [
        choice(['Екран А: кошик', 'Экран А: корзина', 'Screen A: cart'], true),
        choice(['Екран Б: вхід', 'Экран Б: вход', 'Screen B: sign in']),
        choice(['Екран В: оформлення замовлення', 'Экран В: оформление заказа', 'Screen C: checkout'], true),
      ],
    },
    {
      type: 'SINGLE_CHOICE',
      name: L([
        'Прослухайте записи (англійською). Який із них називає рівень тестування, що перевіряє окрему функцію чи клас?',
        'Прослушайте записи (на английском). Какая из них называет уровень тестирования, проверяющий отдельную функцию или класс?',
        'Listen to the recordings. Which one names the test level that checks a single function or class?',
      ]),
      answers: [choice(['Запис 1', 'Запись 1', 'Recording 1'], true), choice(['Запис 2', 'Запись 2', 'Recording 2'])],
    },
    {
      type: 'ESSAY',
      name: L([
        'Опишіть, як ви протестуєте посилання «Забули пароль?» на сторінці входу. Можна текстом або файлом.',
        'Опишите, как вы протестируете ссылку «Забыли пароль?» на странице входа. Можно текстом или файлом.',
        'Describe how you would test the "Forgot password?" link of a sign-in page. Text or a file.',
      ]),
      points: 2,
      answerSetting: 0,
    },
    {
      type: 'SEQUENCE',
      name: L(['Розташуйте етапи процесу тестування по порядку.', 'Расположите этапы процесса тестирования по порядку.', 'Put the stages of the test process in order.']),
      answers: [
        { name: L(['Планування тестування', 'Планирование тестирования', 'Test planning']) },
        { name: L(['Аналіз тестування', 'Анализ тестирования', 'Test analysis']) },
        { name: L(['Проєктування тестів', 'Проектирование тестов', 'Test design']) },
        { name: L(['Виконання тестів', 'Выполнение тестов', 'Test execution']) },
        { name: L(['Завершення тестування', 'Завершение тестирования', 'Test completion']) },
      ],
    },
    {
      type: 'COMPARISON',
      name: L(['Зіставте техніку тест-дизайну з її суттю.', 'Сопоставьте технику тест-дизайна с её сутью.', 'Match each test design technique with what it does.']),
      answers: [
        pair(
          ['Класи еквівалентності', 'Классы эквивалентности', 'Equivalence partitioning'],
          ['Одне значення з кожного класу вхідних даних', 'Одно значение из каждого класса входных данных', 'One value from each class of inputs'],
        ),
        pair(
          ['Граничні значення', 'Граничные значения', 'Boundary value analysis'],
          ['Значення на межах діапазонів', 'Значения на границах диапазонов', 'Values at the edges of ranges'],
        ),
        pair(
          ['Таблиця рішень', 'Таблица решений', 'Decision table'],
          ['Комбінації умов і дій', 'Комбинации условий и действий', 'Combinations of conditions and actions'],
        ),
        pair(
          ['Переходи станів', 'Переходы состояний', 'State transition'],
          ['Події, що переводять систему між станами', 'События, переводящие систему между состояниями', 'Events that move the system between states'],
        ),
      ],
    },
  ],
};

// Issue 10: what each picture shows, as its alt text (the diagrams' own labels are English,
// quoted as drawn), and what each recording says (spoken in English by make-assets.ts).
const ALT = {
  lifeCycle: [
    'Схема життєвого циклу дефекту: New → Assigned → Open → Fixed → «?»; від «?» одна стрілка веде до Closed, інша — до Reopened, а від Reopened назад до Open.',
    'Схема жизненного цикла дефекта: New → Assigned → Open → Fixed → «?»; от «?» одна стрелка ведёт к Closed, другая — к Reopened, а от Reopened обратно к Open.',
    'Bug life cycle diagram: New → Assigned → Open → Fixed → "?"; from "?" one arrow leads to Closed and another to Reopened, and from Reopened back to Open.',
  ],
  cart: [
    'Екран «Cart»: Notebook × 2 — 120.00, Pen × 3 — 45.00, під ними «Total: NaN» і кнопка «Pay now».',
    'Экран «Cart»: Notebook × 2 — 120.00, Pen × 3 — 45.00, под ними «Total: NaN» и кнопка «Pay now».',
    'The "Cart" screen: Notebook × 2, 120.00; Pen × 3, 45.00; below them "Total: NaN" and a "Pay now" button.',
  ],
  signIn: [
    'Екран «Sign in»: поля «Phone» і «Password» та кнопка «Sign in», усе видно повністю.',
    'Экран «Sign in»: поля «Phone» и «Password» и кнопка «Sign in», всё видно полностью.',
    'The "Sign in" screen: "Phone" and "Password" fields and a "Sign in" button, all shown in full.',
  ],
  checkout: [
    'Екран «Checkout»: поля «Name» і «Address»; напис на кнопці під ними обрізано, видно лише «Subm».',
    'Экран «Checkout»: поля «Name» и «Address»; надпись на кнопке под ними обрезана, видно только «Subm».',
    'The "Checkout" screen: "Name" and "Address" fields; the label of the button below them is cut off, only "Subm" shows.',
  ],
} satisfies Record<string, T>;
/** A transcript of an English recording, in each interface language. */
const said = (words: string): T => [`Англійською: «${words}»`, `На английском: «${words}»`, `"${words}"`];

export async function seedEveryTypeExam(db: Db, now: number, traineeId: number): Promise<number> {
  const created = await createExam(db, EVERY_TYPE);
  const [lifeCycle, screens, recordings] = created.questions;
  await db.insert(examPictures).values([
    { questionId: lifeCycle!.id, contentType: 'image/png', data: await asset('bug-life-cycle.png'), sortOrder: 1, alt: L(ALT.lifeCycle) },
    { answerId: screens!.answerIds[0]!, contentType: 'image/png', data: await asset('screen-cart-nan.png'), sortOrder: 1, alt: L(ALT.cart) },
    { answerId: screens!.answerIds[1]!, contentType: 'image/png', data: await asset('screen-login-ok.png'), sortOrder: 1, alt: L(ALT.signIn) },
    { answerId: screens!.answerIds[2]!, contentType: 'image/jpeg', data: await asset('screen-cut-button.jpg'), sortOrder: 1, alt: L(ALT.checkout) },
    { answerId: recordings!.answerIds[0]!, contentType: 'AUDIO', data: await asset('unit-testing.wav'), sortOrder: 1, transcript: L(said('Unit testing')) },
    { answerId: recordings!.answerIds[1]!, contentType: 'AUDIO', data: await asset('system-testing.wav'), sortOrder: 1, transcript: L(said('System testing')) },
  ]);
  await db.insert(examMaterials).values([
    {
      questionId: lifeCycle!.id,
      name: L(['Глосарій ISTQB: дефект', 'Глоссарий ISTQB: дефект', 'ISTQB glossary: defect']),
      link: 'https://glossary.istqb.org/en_US/term/defect',
      sortOrder: 1,
    },
    {
      questionId: lifeCycle!.id,
      name: L(['Шпаргалка: життєвий цикл дефекту (PDF)', 'Шпаргалка: жизненный цикл дефекта (PDF)', 'Cheat sheet: bug life cycle (PDF)']),
      fileName: 'bug-life-cycle.pdf',
      contentType: 'application/pdf',
      data: await asset('bug-life-cycle.pdf'),
      sortOrder: 2,
    },
    {
      questionId: lifeCycle!.id,
      name: L(['Прослухати: кінець циклу (англійською)', 'Прослушать: конец цикла (на английском)', 'Listen: the end of the cycle']),
      fileName: 'bug-statuses.wav',
      contentType: 'audio/wav',
      data: await asset('bug-statuses.wav'),
      sortOrder: 3,
      transcript: L(said('Fixed, retest, closed.')),
    },
  ]);
  return createSchedule(db, {
    examId: created.examId,
    start: now - 60 * MINUTE,
    finish: now + 30 * DAY,
    trainees: [traineeId],
    attempts: 1, // results show at save only in a last attempt (docs/exams.md "When results are shown")
    passTime: 60,
    showCheckResult: true,
    answerHistoryAllowed: false,
    checkAudio: true,
    passingRules: L([
      'Шість запитань, по одному кожного виду. Одна спроба, 60 хвилин. Збережену відповідь змінити не можна; результат видно одразу після збереження.',
      'Шесть вопросов, по одному каждого вида. Одна попытка, 60 минут. Сохранённый ответ изменить нельзя; результат виден сразу после сохранения.',
      'Six questions, one of each kind. One attempt, 60 minutes. A saved answer cannot be changed; its result shows as soon as it is saved.',
    ]),
    materials: [
      {
        name: L(['Пам’ятка до тесту (PDF)', 'Памятка к тесту (PDF)', 'Test memo (PDF)']),
        fileName: 'exam-memo.pdf',
        contentType: 'application/pdf',
        data: await asset('exam-memo.pdf'),
      },
      { name: L(['Глосарій ISTQB', 'Глоссарий ISTQB', 'ISTQB glossary']), link: 'https://glossary.istqb.org/' },
    ],
  });
}
