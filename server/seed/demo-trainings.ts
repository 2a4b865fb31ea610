// Demo trainings (issue 11; docs/operations.md "Demo data"): the groups, applications, lessons,
// certificates and promo codes of the two demo trainees, every date relative to `now` so the
// demo always has a "today". Lessons link to the demo exams' schedules read-only (the exam e2e
// tests rely on those), and to three schedules of two exams of their own, which no e2e test starts.
//
// Trainee 1 (the dashboard, in the order of the cards; ids in insertion order on a fresh seed):
//   #1  Manual testing, FULL, ACCEPTED: group QA-Manual-24, 12 weeks (shown as 3 months); a
//       lesson running today with its webinar, finished lessons with videos, a passed TEST_EXAM,
//       one with attempts used up, one open now and not taken ('unpassed tests'), future
//       lessons, an EXAM in the future; credentials; certificate NOT_AVAILABLE
//   #2  Java, FULL, REJECTED after passing the entry test ('application rejected')
//   #3  SQL blitz, BLITZ, NEW ('being processed')
//   #4  Testing fundamentals, FULL, ACCEPTED, ended: past; certificate GENERATED (two certificates)
//   #6  Mobile app testing, FULL, ACCEPTED, group of 6 weeks not begun: no current lesson
//   #7  Python, FULL, ACCEPTED, type UNIVER (no info table on the card)
//   #8  Git blitz, BLITZ, ACCEPTED: blitz terms, certificate AVAILABLE
//   #9  SQL blitz, BLITZ, ACCEPTED, ended: past (BLITZ, no group name)
//   #10 Performance testing, FULL, PAID ('being processed')
//   #11 Security testing, FULL, REJECTED without passing the entry test (its own label)
// Trainee 2: #5 Performance testing, NEW; #12 Java, ACCEPTED, with lessons and an open test of
// his own exam schedule, not taken.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { applications, certificates, courseGroups, lessons, promoCodes, type Localized } from '../db/schema.ts';
import { certificateNumber } from '../domain/certificates/number.ts';
import { createExam, createSchedule } from '../domain/exams/authoring.ts';
import { kyivDayStart } from '../domain/trainings/lessons.ts';
import { eq } from 'drizzle-orm';
import type { DemoCourses } from './demo-courses.ts';
import type { DemoSchedules } from './demo-exams.ts';
import { exam, L as Lq, ok, one } from './demo-exam-questions.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const L = (ua: string, ru: string, en: string): Localized => ({ ua, ru, en });

const MIDTERM = exam(
  ['Проміжний тест: вимоги й тест-кейси', 'Промежуточный тест: требования и тест-кейсы', 'Midterm: requirements and test cases'],
  ['Тест після перших тижнів курсу', 'Тест после первых недель курса', 'A test after the first weeks of the course'],
  [
    one(
      ['Що має містити кожен тест-кейс?', 'Что должен содержать каждый тест-кейс?', 'What must every test case contain?'],
      [
        ok(['Кроки та очікуваний результат', 'Шаги и ожидаемый результат', 'Steps and the expected result']),
        ['Ім’я розробника', 'Имя разработчика', 'The developer’s name'],
        ['Оцінку в годинах', 'Оценку в часах', 'An estimate in hours'],
      ],
    ),
    one(
      ['Яка вимога є тестованою?', 'Какое требование тестируемо?', 'Which requirement is testable?'],
      [
        ok(['Сторінка відкривається за 2 секунди', 'Страница открывается за 2 секунды', 'The page opens within 2 seconds']),
        ['Сторінка відкривається швидко', 'Страница открывается быстро', 'The page opens quickly'],
        ['Сторінка зручна', 'Страница удобная', 'The page is convenient'],
      ],
    ),
  ],
);

const FINAL = exam(
  ['Ручне тестування: підсумковий тест курсу', 'Ручное тестирование: итоговый тест курса', 'Manual testing: course final test'],
  ['Усі теми курсу', 'Все темы курса', 'Every topic of the course'],
  [
    one(
      ['Коли закривають баг-репорт?', 'Когда закрывают баг-репорт?', 'When is a bug report closed?'],
      [
        ok(['Після перевірки виправлення', 'После проверки исправления', 'After the fix is verified']),
        ['Одразу після виправлення', 'Сразу после исправления', 'Right after the fix'],
        ['Коли минув тиждень', 'Когда прошла неделя', 'When a week has passed'],
      ],
    ),
  ],
);

const RULES = Lq([
  'Відповідайте на запитання в будь-якому порядку. Після завершення тесту відповіді не приймаються.',
  'Отвечайте на вопросы в любом порядке. После завершения теста ответы не принимаются.',
  'Answer the questions in any order. No answers are accepted once the test is over.',
]);

export type DemoTrainings = { trainee1: Record<string, number>; trainee2: Record<string, number> };

export async function seedTrainings(db: Db, now: number, trainees: { first: number; second: number }, c: DemoCourses, exams: DemoSchedules): Promise<DemoTrainings> {
  const at = (days: number, hours = 0) => new Date(now + days * DAY + hours * HOUR);
  const group = async (courseId: number, name: string, number: number, begin: number, end: number) => {
    const [g] = await db
      .insert(courseGroups)
      .values({ courseId, name, number, beginAt: at(begin), endAt: at(end) })
      .returning({ id: courseGroups.id });
    return g!.id;
  };
  // QA-Manual-24 runs 84 days: 12 weeks, shown as 3 months (SPEC §9); QA-Java-7 90 days (13 weeks).
  const manualRunning = await group(c.manual, 'QA-Manual-24', 24, -30, 54);
  await group(c.manual, 'QA-Manual-25', 25, 40, 124);
  const javaGroup = await group(c.java, 'QA-Java-7', 7, -10, 80);
  await group(c.basics, 'QA-Basics-11', 11, -200, -110);
  const basicsPast = await group(c.basics, 'QA-Basics-12', 12, -180, -90);
  const perfGroup = await group(c.performance, 'QA-Perf-3', 3, 20, 80);
  // Not begun yet, 42 days: 6 weeks, not a whole number of months.
  const mobileGroup = await group(c.mobile, 'QA-Mobile-2', 2, 5, 47);
  const pythonGroup = await group(c.python, 'QA-Python-UNI-4', 4, -5, 51);
  const securityGroup = await group(c.security, 'QA-Sec-1', 1, 14, 70);

  const olena = trainees.first;
  const andrii = trainees.second;
  const credentials = (login: string, password: string) => ({
    login,
    password,
    mantisUrl: 'https://mantis.qa-academy.example/',
    testlinkUrl: 'https://testlink.qa-academy.example/',
  });
  const insert = async (row: typeof applications.$inferInsert) => {
    const [a] = await db.insert(applications).values(row).returning({ id: applications.id });
    return a!.id;
  };

  const manual = await insert({
    customerId: olena,
    courseId: c.manual,
    groupId: manualRunning,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-35),
    createdAt: at(-45),
    ...credentials('olena.kovalenko', 'Mnl-24-kq7d'),
  });
  const javaRejected = await insert({ customerId: olena, courseId: c.java, groupId: javaGroup, status: 'REJECTED', passedEntryExam: true, createdAt: at(-25) });
  const sqlNew = await insert({ customerId: olena, courseId: c.sqlBlitz, status: 'NEW', createdAt: at(-2) });
  const basics = await insert({
    customerId: olena,
    courseId: c.basics,
    groupId: basicsPast,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-185),
    createdAt: at(-190),
    certificateStatus: 'GENERATED',
    openCourse: true,
    openScore: true,
    ...credentials('olena.kovalenko', 'Bsc-12-p3zx'),
  });
  const perfNew2 = await insert({ customerId: andrii, courseId: c.performance, groupId: perfGroup, status: 'NEW', createdAt: at(-3) });
  const mobile = await insert({
    customerId: olena,
    courseId: c.mobile,
    groupId: mobileGroup,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-4),
    createdAt: at(-12),
    ...credentials('o.kovalenko.mobile', 'Mob-2-h8vn'),
  });
  const python = await insert({
    customerId: olena,
    courseId: c.python,
    groupId: pythonGroup,
    status: 'ACCEPTED',
    type: 'UNIVER',
    passedEntryExam: true,
    acceptedAt: at(-8),
    createdAt: at(-20),
    ...credentials('kovalenko.univer', 'Uni-4-r2mw'),
  });
  const gitBlitz = await insert({
    customerId: olena,
    courseId: c.gitBlitz,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-2),
    finishAt: at(5),
    createdAt: at(-3),
    certificateStatus: 'AVAILABLE',
    ...credentials('olena.git', 'Git-5-t6cs'),
  });
  const sqlPast = await insert({
    customerId: olena,
    courseId: c.sqlBlitz,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-60),
    finishAt: at(-46),
    createdAt: at(-62),
    certificateStatus: 'AVAILABLE',
  });
  const perfPaid = await insert({ customerId: olena, courseId: c.performance, groupId: perfGroup, status: 'PAID', createdAt: at(-6) });
  const securityRejected = await insert({
    customerId: olena,
    courseId: c.security,
    groupId: securityGroup,
    status: 'REJECTED',
    passedEntryExam: false,
    createdAt: at(-9),
  });
  const java2 = await insert({
    customerId: andrii,
    courseId: c.java,
    groupId: javaGroup,
    status: 'ACCEPTED',
    passedEntryExam: true,
    acceptedAt: at(-12),
    createdAt: at(-20),
    ...credentials('andrii.shevchenko', 'Jv-7-b4ny'),
  });

  // The certificates of the GENERATED application (SPEC §3 "certificates list"), issued five
  // days after the group ended, with the names as entered, the number and (UA, hasScore) the
  // score (issue 13; server/domain/certificates).
  const issuedAt = at(-85);
  const certs = await db
    .insert(certificates)
    .values([
      {
        applicationId: basics,
        hash: randomBytes(16).toString('hex'),
        language: 'UA',
        hasScore: true,
        title: 'Основи тестування',
        publicAvailable: true,
        name: 'Олена',
        surname: 'Коваленко',
        issuedAt,
        score: 92,
      },
      {
        applicationId: basics,
        hash: randomBytes(16).toString('hex'),
        language: 'EN',
        hasScore: false,
        title: 'Testing fundamentals',
        publicAvailable: false,
        name: 'Olena',
        surname: 'Kovalenko',
        issuedAt,
        score: null,
      },
    ])
    .returning({ id: certificates.id });
  for (const cert of certs)
    await db
      .update(certificates)
      .set({ number: certificateNumber(cert.id, issuedAt) })
      .where(eq(certificates.id, cert.id));
  await db.update(applications).set({ certificateId: certs[0]!.id }).where(eq(applications.id, basics));

  // Exams of the lessons: a midterm open now (not taken), the same exam later for the mobile
  // group, and the final test in the future. Their finish is over 24 h away: no exam alert.
  const midterm = await createExam(db, MIDTERM);
  const final = await createExam(db, FINAL);
  const midtermOpen = await createSchedule(db, {
    examId: midterm.examId,
    start: +at(-1),
    finish: +at(6),
    trainees: [olena],
    attempts: 2,
    passTime: 15,
    passingRules: RULES,
  });
  const mobileMidterm = await createSchedule(db, {
    examId: midterm.examId,
    start: +at(19),
    finish: +at(20),
    trainees: [olena],
    attempts: 2,
    passTime: 15,
    passingRules: RULES,
  });
  const finalExam = await createSchedule(db, {
    examId: final.examId,
    start: +at(50),
    finish: +at(50, 3),
    trainees: [olena],
    attempts: 1,
    passTime: 60,
    passingRules: RULES,
  });

  const video = (n: number) => `https://video.qa-academy.example/lessons/${n}`;
  const webinar = (n: number) => `https://webinar.qa-academy.example/join/${n}`;
  type LessonSpec = { type?: string; name: Localized; begin: Date; hours?: number; video?: string; webinar?: string; scheduleId?: number };
  const addLessons = async (groupId: number, list: LessonSpec[]) =>
    db.insert(lessons).values(
      list.map((l) => ({
        groupId,
        lessonType: l.type ?? 'LESSON',
        name: l.name,
        beginAt: l.begin,
        endAt: new Date(l.begin.getTime() + (l.hours ?? 2) * HOUR),
        videoLink: l.video ?? null,
        webinarUrl: l.webinar ?? null,
        scheduleId: l.scheduleId ?? null,
      })),
    );
  // Running now and begun today in Kyiv, so its webinar link shows (SPEC §4 "Lessons").
  const todayBegin = new Date(Math.max(now - HOUR, kyivDayStart(now)));
  const todayHours = (now + 2 * HOUR - todayBegin.getTime()) / HOUR;

  await addLessons(manualRunning, [
    { name: L('Вступ до тестування', 'Введение в тестирование', 'Introduction to testing'), begin: at(-28), video: video(1), webinar: webinar(1) },
    { name: L('Рівні та види тестування', 'Уровни и виды тестирования', 'Test levels and types'), begin: at(-21), video: video(2), webinar: webinar(2) },
    { type: 'TEST_EXAM', name: L('Тест: Agile і Scrum', 'Тест: Agile и Scrum', 'Test: Agile and Scrum'), begin: at(-14), scheduleId: exams.agile },
    { name: L('Тест-дизайн', 'Тест-дизайн', 'Test design'), begin: at(-7), video: video(3), webinar: webinar(3) },
    { type: 'TEST_EXAM', name: L('Тест: баг-репорти', 'Тест: баг-репорты', 'Test: bug reports'), begin: at(-3), scheduleId: exams.bugs },
    { type: 'TEST_EXAM', name: L('Проміжний тест', 'Промежуточный тест', 'Midterm test'), begin: at(-1), scheduleId: midtermOpen },
    { name: L('Робота з вимогами', 'Работа с требованиями', 'Working with requirements'), begin: todayBegin, hours: todayHours, webinar: webinar(4) },
    { name: L('Баг-трекінг на практиці', 'Баг-трекинг на практике', 'Bug tracking in practice'), begin: at(2), webinar: webinar(5) },
    { name: L('Тестування API', 'Тестирование API', 'API testing'), begin: at(9), webinar: webinar(6) },
    { type: 'EXAM', name: L('Підсумковий тест курсу', 'Итоговый тест курса', 'Course final test'), begin: at(50), hours: 3, scheduleId: finalExam },
  ]);
  await addLessons(basicsPast, [
    { name: L('Що таке тестування', 'Что такое тестирование', 'What testing is'), begin: at(-175), video: video(11) },
    { name: L('Життєвий цикл дефекту', 'Жизненный цикл дефекта', 'The defect life cycle'), begin: at(-150), video: video(12) },
    { name: L('Документація тестування', 'Документация тестирования', 'Test documentation'), begin: at(-120), video: video(13) },
  ]);
  await addLessons(mobileGroup, [
    { name: L('Мобільні платформи', 'Мобильные платформы', 'Mobile platforms'), begin: at(5), webinar: webinar(21) },
    { name: L('Жести та екрани', 'Жесты и экраны', 'Gestures and screens'), begin: at(12), webinar: webinar(22) },
    { type: 'TEST_EXAM', name: L('Проміжний тест', 'Промежуточный тест', 'Midterm test'), begin: at(19), scheduleId: mobileMidterm },
    { name: L('Мережа та батарея', 'Сеть и батарея', 'Network and battery'), begin: at(26), webinar: webinar(23) },
  ]);
  await addLessons(pythonGroup, [
    { name: L('Знайомство з pytest', 'Знакомство с pytest', 'Meeting pytest'), begin: at(-4), video: video(31) },
    { name: L('Фікстури', 'Фикстуры', 'Fixtures'), begin: at(-1), video: video(32) },
    { name: L('Selenium WebDriver', 'Selenium WebDriver', 'Selenium WebDriver'), begin: at(2), webinar: webinar(33) },
  ]);
  await addLessons(javaGroup, [
    { name: L('Java для тестувальників', 'Java для тестировщиков', 'Java for testers'), begin: at(-8), video: video(41) },
    { type: 'TEST_EXAM', name: L('Тест: продуктивність', 'Тест: производительность', 'Test: performance'), begin: at(-1), scheduleId: exams.performance },
    { name: L('JUnit 5', 'JUnit 5', 'JUnit 5'), begin: at(3), webinar: webinar(42) },
  ]);

  // SPEC §3 "Promo code": one for everyone, and trainee 1's own, which she sees instead.
  await db.insert(promoCodes).values([
    {
      customerId: null,
      announceText: L('Знижка 10% на будь-який курс до кінця місяця', 'Скидка 10% на любой курс до конца месяца', '10% off any course until the end of the month'),
      promoCode: 'QA-AUTUMN-10',
      createdAt: at(-10),
    },
    {
      customerId: olena,
      announceText: L(
        'Ваша персональна знижка 15% на наступний курс',
        'Ваша персональная скидка 15% на следующий курс',
        'Your personal 15% discount on your next course',
      ),
      promoCode: 'OLENA-15',
      validUntil: at(30),
      createdAt: at(-3),
    },
  ]);

  return {
    trainee1: { manual, javaRejected, sqlNew, basics, mobile, python, gitBlitz, sqlPast, perfPaid, securityRejected },
    trainee2: { perfNew: perfNew2, java: java2 },
  };
}
