// Demo courses (FULL and BLITZ), their contacts and the FAQ links, in ua/ru/en.
import type { Db } from '../db/connect.ts';
import { courseContacts, courses, faq } from '../db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const L = (ua: string, ru: string, en: string) => ({ ua, ru, en });

export type DemoCourses = {
  manual: number;
  java: number;
  sqlBlitz: number;
  basics: number;
  apiBlitz: number;
  performance: number;
  // Issue 11 (demo-trainings.ts): a course whose group has not begun, a UNIVER one, a BLITZ
  // one the trainee is on, and one whose application was turned down before the entry test.
  mobile: number;
  python: number;
  gitBlitz: number;
  security: number;
};

/** The course detail texts (SPEC §3 "Course (detail)": audience, conditions, descriptions). */
const ABOUT = {
  manual: {
    audience: L('Початківцям без досвіду в ІТ', 'Начинающим без опыта в ИТ', 'Beginners with no IT experience'),
    conditions: L(
      'Заняття двічі на тиждень увечері; вступний тест перед початком.',
      'Занятия дважды в неделю вечером; вступительный тест перед началом.',
      'Two evening lessons a week; an entry test before the start.',
    ),
    briefDescription: L('Від основ до реальних проєктів', 'От основ до реальных проектов', 'From the basics to real projects'),
    fullDescription: L(
      'Тест-дизайн, баг-репорти, робота з вимогами та трекерами.\nНаприкінці — підсумковий тест і сертифікат.',
      'Тест-дизайн, баг-репорты, работа с требованиями и трекерами.\nВ конце — итоговый тест и сертификат.',
      'Test design, bug reports, requirements and trackers.\nA final test and a certificate at the end.',
    ),
  },
  // The course trainee 1 made public (issue 13): its texts are the public page's course header and content.
  basics: {
    briefDescription: L('Перший крок у тестуванні програм', 'Первый шаг в тестировании программ', 'A first step into software testing'),
    fullDescription: L(
      'Види та рівні тестування, тест-кейси й чек-листи, життєвий цикл дефекту.\nПрактика на навчальному вебзастосунку й підсумковий тест.',
      'Виды и уровни тестирования, тест-кейсы и чек-листы, жизненный цикл дефекта.\nПрактика на учебном веб-приложении и итоговый тест.',
      'Types and levels of testing, test cases and checklists, the life of a defect.\nPractice on a training web app and a final test.',
    ),
  },
};

export async function seedCourses(db: Db, now: number): Promise<DemoCourses> {
  const created = (days: number) => new Date(now - days * DAY);
  const rows = await db
    .insert(courses)
    .values([
      {
        name: L('Ручне тестування: повний курс', 'Ручное тестирование: полный курс', 'Manual testing: full course'),
        type: 'FULL',
        ...ABOUT.manual,
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
        ...ABOUT.basics,
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
      {
        name: L('Тестування мобільних застосунків', 'Тестирование мобильных приложений', 'Mobile app testing'),
        type: 'FULL',
        audience: L('Тестувальникам з базовим досвідом', 'Тестировщикам с базовым опытом', 'Testers with some experience'),
        conditions: L('Потрібен смартфон на Android або iOS.', 'Нужен смартфон на Android или iOS.', 'You need an Android or iOS phone.'),
        briefDescription: L('Android, iOS і мобільні особливості', 'Android, iOS и мобильные особенности', 'Android, iOS and what is special about mobile'),
        fullDescription: L(
          'Шість тижнів: встановлення збірок, жести, мережа, батарея.\nОдин проміжний тест.',
          'Шесть недель: установка сборок, жесты, сеть, батарея.\nОдин промежуточный тест.',
          'Six weeks: installing builds, gestures, network, battery.\nOne midterm test.',
        ),
        sortOrder: 7,
        createdAt: created(90),
      },
      {
        name: L('Автоматизація тестування на Python', 'Автоматизация тестирования на Python', 'Test automation with Python'),
        type: 'FULL',
        audience: L('Студентам технічних університетів', 'Студентам технических университетов', 'Students of technical universities'),
        conditions: L('За програмою співпраці з університетом.', 'По программе сотрудничества с университетом.', 'Through the university partnership programme.'),
        briefDescription: L('pytest, Selenium і API-тести', 'pytest, Selenium и API-тесты', 'pytest, Selenium and API tests'),
        fullDescription: L('Вісім тижнів практики з pytest.', 'Восемь недель практики с pytest.', 'Eight weeks of practice with pytest.'),
        sortOrder: 8,
        createdAt: created(150),
      },
      {
        name: L('Бліц: Git для тестувальників', 'Блиц: Git для тестировщиков', 'Blitz: Git for testers'),
        type: 'BLITZ',
        durationDays: 7,
        // Issue 59 item 7 (SPEC §3 "Certificate language: UA, RU, EN"): this course's certificates
        // come in all three languages; the others' in the setting's (UA and EN).
        certificateLanguages: 'UA,RU,EN',
        audience: L('Усім, хто працює з кодом', 'Всем, кто работает с кодом', 'Anyone who works with code'),
        conditions: L('Самостійне навчання, тест наприкінці.', 'Самостоятельное обучение, тест в конце.', 'Self-paced, with a test at the end.'),
        briefDescription: L('Гілки, коміти та злиття за тиждень', 'Ветки, коммиты и слияния за неделю', 'Branches, commits and merges in a week'),
        fullDescription: L('Сім днів коротких вправ.', 'Семь дней коротких упражнений.', 'Seven days of short exercises.'),
        sortOrder: 9,
        createdAt: created(100),
      },
      {
        name: L('Тестування безпеки', 'Тестирование безопасности', 'Security testing'),
        type: 'FULL',
        hasCertificate: false,
        audience: L('Досвідченим тестувальникам', 'Опытным тестировщикам', 'Experienced testers'),
        conditions: L('Вступний тест обов’язковий.', 'Вступительный тест обязателен.', 'The entry test is required.'),
        briefDescription: L('OWASP Top 10 на практиці', 'OWASP Top 10 на практике', 'The OWASP Top 10 in practice'),
        fullDescription: L('Вісім тижнів, без сертифіката.', 'Восемь недель, без сертификата.', 'Eight weeks, no certificate.'),
        sortOrder: 10,
        createdAt: created(180),
      },
    ])
    .returning({ id: courses.id });
  const [manual, java, sqlBlitz, basics, apiBlitz, performance, mobile, python, gitBlitz, security] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];

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

  return { manual, java, sqlBlitz, basics, apiBlitz, performance, mobile, python, gitBlitz, security };
}
