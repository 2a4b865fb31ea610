// Demo content (docs/operations.md "Demo data"), written on the first start only: when the
// customers table is empty. Every date is relative to `now`, so the demo never goes stale.
// Trainee 1 has applications in every status and type (demo-trainings.ts), catalogues,
// inquirers and news; trainee 2 shares nothing with trainee 1 except news meant for everyone,
// the FAQ, the promo code for everyone and the Java group (where trainee 1 was rejected).
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { customers, documentCatalogues, inquirerAssignments, inquirers, newsViews } from '../db/schema.ts';
import { initialsAvatar } from '../adapters/images.ts';
import { hashPassword } from '../domain/auth.ts';
import { seedCourses } from './demo-courses.ts';
import { seedEmailLinks } from './demo-email-links.ts';
import { seedDemoExams } from './demo-exams.ts';
import { seedNews } from './demo-news.ts';
import { seedTrainings } from './demo-trainings.ts';

const DAY = 24 * 60 * 60 * 1000;
const L = (ua: string, ru: string, en: string) => ({ ua, ru, en });

export const DEMO_LOGINS = [
  { phone: '+380501234567', email: 'trainee@example.com', password: 'Passw0rd1', name: 'Олена Коваленко' },
  { phone: '+380671112233', email: 'second@example.com', password: 'Passw0rd2', name: 'Андрій Шевченко' },
] as const;

/** Seeds the demo unless customers exist; true when it did. */
export async function seedDemoIfEmpty(db: Db, now: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(customers);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, now);
  return true;
}

export async function seedDemo(db: Db, now: number): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY);
  const [t1, t2] = DEMO_LOGINS;
  const [olena] = await db
    .insert(customers)
    .values({
      phone: t1.phone,
      email: t1.email,
      passwordHash: await hashPassword(t1.password),
      name: 'Олена',
      surname: 'Коваленко',
      patronymic: 'Іванівна',
      birthDay: '1995-04-12',
      mobilePhone: '+380931234567',
      photo: await initialsAvatar('ОК'),
      photoVersion: 1,
      pageHash: randomBytes(12).toString('hex'),
      locale: 'ua',
      createdAt: at(-400),
    })
    .returning({ id: customers.id });
  const [andrii] = await db
    .insert(customers)
    .values({
      phone: t2.phone,
      email: t2.email,
      passwordHash: await hashPassword(t2.password),
      name: 'Андрій',
      surname: 'Шевченко',
      patronymic: 'Петрович',
      birthDay: '1990-09-30',
      mobilePhone: '',
      pageHash: randomBytes(12).toString('hex'),
      locale: 'en',
      createdAt: at(-60),
    })
    .returning({ id: customers.id });

  const c = await seedCourses(db, now);
  await db.insert(documentCatalogues).values([
    { courseId: c.manual, name: L('Матеріали курсу', 'Материалы курса', 'Course materials'), sortOrder: 1 },
    { courseId: c.basics, name: L('Шаблони документації', 'Шаблоны документации', 'Documentation templates'), sortOrder: 2 },
  ]);

  const inq = await db
    .insert(inquirers)
    .values([
      {
        theme: L('Відгук про перший місяць', 'Отзыв о первом месяце', 'Feedback on the first month'),
        description: L('Розкажіть, як вам навчання', 'Расскажите, как вам обучение', 'Tell us how the training is going'),
        createdAt: at(-5),
      },
      {
        theme: L('Зручність порталу', 'Удобство портала', 'Portal usability'),
        description: L('Кілька питань про портал', 'Несколько вопросов о портале', 'A few questions about the portal'),
        createdAt: at(-3),
      },
      {
        theme: L('Вступна анкета', 'Вступительная анкета', 'Entry questionnaire'),
        description: L('Вже заповнена', 'Уже заполнена', 'Already filled in'),
        createdAt: at(-40),
      },
    ])
    .returning({ id: inquirers.id });
  await db.insert(inquirerAssignments).values([
    { inquirerId: inq[0]!.id, customerId: olena!.id },
    { inquirerId: inq[1]!.id, customerId: olena!.id },
    { inquirerId: inq[2]!.id, customerId: olena!.id, finishedAt: at(-39) },
  ]);

  const newsIds = await seedNews(db, now, { manual: c.manual, performance: c.performance });
  await db.insert(newsViews).values([{ newsId: newsIds.oldest, customerId: olena!.id, viewedAt: at(-19) }]);
  const schedules = await seedDemoExams(db, now, { first: olena!.id, second: andrii!.id });
  // Groups, applications, lessons, certificates and promo codes (issue 11), after the exams
  // whose schedules the lessons name.
  await seedTrainings(db, now, { first: olena!.id, second: andrii!.id }, c, schedules);
  // E-mail confirmation and unsubscribe links with fixed hashes (issue 12), the intensive one for the SQL blitz.
  await seedEmailLinks(db, now, { first: olena!.id, second: andrii!.id, firstEmail: t1.email, secondEmail: t2.email }, c.sqlBlitz);
}
