// Demo news: for everyone and for one course, read and unread, and one scheduled for the
// future that must not show yet (SPEC §3 "News: show_from").
import type { Db } from '../db/connect.ts';
import { news } from '../db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const L = (ua: string, ru: string, en: string) => ({ ua, ru, en });

export async function seedNews(db: Db, now: number, course: { manual: number; performance: number }): Promise<{ oldest: number }> {
  const at = (days: number) => new Date(now + days * DAY);
  const rows = await db
    .insert(news)
    .values([
      {
        title: L('Ласкаво просимо на портал', 'Добро пожаловать на портал', 'Welcome to the portal'),
        content: L(
          'Тут ви знайдете свої курси, тести та документи.\nГарного навчання!',
          'Здесь вы найдёте свои курсы, тесты и документы.\nХорошей учёбы!',
          'Here you will find your courses, tests and documents.\nEnjoy your studies!',
        ),
        showFrom: at(-20),
      },
      {
        title: L('Новий бліц-курс з API', 'Новый блиц-курс по API', 'A new API blitz course'),
        content: L(
          'Запис на курс «Тестування API з Postman» відкрито.',
          'Запись на курс «Тестирование API с Postman» открыта.',
          'Enrolment for "API testing with Postman" is open.',
        ),
        showFrom: at(-7),
      },
      {
        title: L('Зміна розкладу групи QA-Manual-24', 'Изменение расписания группы QA-Manual-24', 'Schedule change for group QA-Manual-24'),
        content: L('Заняття в четвер переноситься на п’ятницю.', 'Занятие в четверг переносится на пятницу.', 'Thursday’s lesson moves to Friday.'),
        showFrom: at(-3),
        courseId: course.manual,
      },
      {
        title: L('Вебінар про кар’єру в QA', 'Вебинар о карьере в QA', 'A webinar on careers in QA'),
        content: L(
          'Приєднуйтеся до відкритого вебінару наступного тижня.',
          'Присоединяйтесь к открытому вебинару на следующей неделе.',
          'Join the open webinar next week.',
        ),
        showFrom: at(-1),
      },
      {
        title: L('Домашнє завдання №5', 'Домашнее задание №5', 'Homework #5'),
        content: L('Нове домашнє завдання вже доступне.', 'Новое домашнее задание уже доступно.', 'A new homework assignment is available.'),
        showFrom: at(-0.1),
        courseId: course.manual,
      },
      {
        title: L('Набір у групу з продуктивності', 'Набор в группу по производительности', 'Performance group enrolment'),
        content: L('Лише для слухачів курсу.', 'Только для слушателей курса.', 'For trainees of the course only.'),
        showFrom: at(-2),
        courseId: course.performance,
      },
      {
        title: L('Оновлення порталу', 'Обновление портала', 'Portal update'),
        content: L('Заплановано на наступний тиждень.', 'Запланировано на следующую неделю.', 'Scheduled for next week.'),
        showFrom: at(3),
      },
    ])
    .returning({ id: news.id });
  return { oldest: rows[0]!.id };
}
