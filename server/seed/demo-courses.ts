// Demo courses (FULL and BLITZ), their contacts and the FAQ links, in ua/ru/en.
import type { Db } from '../db/connect.ts';
import { courseContacts, courses, faq } from '../db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const L = (ua: string, ru: string, en: string) => ({ ua, ru, en });

export type DemoCourses = { manual: number; java: number; sqlBlitz: number; basics: number; apiBlitz: number; performance: number };

export async function seedCourses(db: Db, now: number): Promise<DemoCourses> {
  const created = (days: number) => new Date(now - days * DAY);
  const rows = await db
    .insert(courses)
    .values([
      {
        name: L('Ручне тестування: повний курс', 'Ручное тестирование: полный курс', 'Manual testing: full course'),
        type: 'FULL',
        briefDescription: L('Від основ до реальних проєктів', 'От основ до реальных проектов', 'From the basics to real projects'),
        sortOrder: 1,
        createdAt: created(300),
      },
      {
        name: L('Автоматизація тестування на Java', 'Автоматизация тестирования на Java', 'Test automation with Java'),
        type: 'FULL',
        sortOrder: 2,
        createdAt: created(250),
      },
      {
        name: L('Бліц: SQL для тестувальників', 'Блиц: SQL для тестировщиков', 'Blitz: SQL for testers'),
        type: 'BLITZ',
        durationDays: 14,
        sortOrder: 3,
        createdAt: created(120),
      },
      {
        name: L('Основи тестування', 'Основы тестирования', 'Testing fundamentals'),
        type: 'FULL',
        sortOrder: 4,
        createdAt: created(500),
      },
      {
        name: L('Бліц: тестування API з Postman', 'Блиц: тестирование API с Postman', 'Blitz: API testing with Postman'),
        type: 'BLITZ',
        durationDays: 10,
        sortOrder: 5,
        createdAt: created(5),
      },
      {
        name: L('Тестування продуктивності', 'Тестирование производительности', 'Performance testing'),
        type: 'FULL',
        sortOrder: 6,
        createdAt: created(200),
      },
    ])
    .returning({ id: courses.id });
  const [manual, java, sqlBlitz, basics, apiBlitz, performance] = rows.map((r) => r.id) as [number, number, number, number, number, number];

  await db.insert(courseContacts).values([
    {
      courseId: manual,
      name: L('Ірина Мельник', 'Ирина Мельник', 'Iryna Melnyk'),
      email: 'manual@qa-academy.example',
      skype: 'qa.manual.curator',
      phone: '+380441112201',
    },
    { courseId: java, name: L('Олег Бондар', 'Олег Бондарь', 'Oleh Bondar'), email: 'java@qa-academy.example', skype: 'qa.java.curator', phone: '+380441112202' },
    { courseId: sqlBlitz, name: L('Марія Ткач', 'Мария Ткач', 'Mariia Tkach'), email: 'blitz@qa-academy.example', skype: 'qa.blitz', phone: '+380441112203' },
    { courseId: basics, name: L('Ірина Мельник', 'Ирина Мельник', 'Iryna Melnyk'), email: 'basics@qa-academy.example', skype: 'qa.basics', phone: '+380441112204' },
    { courseId: performance, name: L('Тарас Лисенко', 'Тарас Лысенко', 'Taras Lysenko'), email: 'perf@qa-academy.example', skype: 'qa.perf', phone: '+380441112206' },
  ]);

  await db.insert(faq).values([
    { text: L('Як проходить навчання', 'Как проходит обучение', 'How the training works'), href: 'https://qa-academy.example/faq/training', sortOrder: 1 },
    { text: L('Як скласти тест', 'Как сдать тест', 'How to pass a test'), href: 'https://qa-academy.example/faq/exams', sortOrder: 2 },
    { text: L('Як отримати сертифікат', 'Как получить сертификат', 'How to get a certificate'), href: 'https://qa-academy.example/faq/certificates', sortOrder: 3 },
    { text: L('Оплата навчання', 'Оплата обучения', 'Paying for a course'), href: 'https://qa-academy.example/faq/payment', sortOrder: 4 },
    { text: L('Технічні вимоги', 'Технические требования', 'Technical requirements'), href: 'https://qa-academy.example/faq/requirements', sortOrder: 5 },
  ]);

  return { manual, java, sqlBlitz, basics, apiBlitz, performance };
}
