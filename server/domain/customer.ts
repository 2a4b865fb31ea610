// SPEC §3 "Customer/profile" as the wire carries it (api/main.ts Customer).
import { eq, sql } from 'drizzle-orm';
import type { Customer } from '../../api/main.ts';
import type { Db } from '../db/connect.ts';
import { perDatabase, preparedName } from '../db/prepared.ts';
import { customers } from '../db/schema.ts';
import { NotFoundError } from './errors.ts';
import { urlOf } from '../../api/contract.ts';
import { profileCalls } from '../../api/profile.ts';

/** Avatar URL with the photo version as cache-buster (SPEC §7 "avatar, cache-busting query"). */
export function photoUrl(version: number): string {
  return urlOf(profileCalls['profile.userpic'], undefined, { v: version });
}

/** YYYY-MM-DD → epoch ms of that day's UTC midnight (DESIGN "every instant is epoch ms"). */
export function dayToEpoch(day: string | null): number | null {
  if (!day) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** Every logged-in page's first request reads it (server/domain/main-data.ts): prepared (server/db/prepared.ts). */
const profileRead = perDatabase((db) =>
  db
    .select({
      name: customers.name,
      surname: customers.surname,
      patronymic: customers.patronymic,
      birthDay: customers.birthDay,
      phone: customers.phone,
      email: customers.email,
      mobilePhone: customers.mobilePhone,
      hasPhoto: sql<boolean>`${customers.photo} is not null`,
      photoVersion: customers.photoVersion,
      pageHash: customers.pageHash,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare(preparedName('customer_profile')),
);

/** The trainee's profile; `login` is the e-mail in e-mail login mode, else the phone (SPEC §1). */
export async function loadCustomer(db: Db, customerId: number, emailLogin: boolean): Promise<Customer> {
  const [row] = await profileRead(db).execute({ customerId });
  if (!row) throw new NotFoundError();
  return {
    name: row.name,
    surname: row.surname,
    patronymic: row.patronymic,
    birthDay: dayToEpoch(row.birthDay),
    login: emailLogin ? row.email : row.phone,
    email: row.email,
    mobilePhone: row.mobilePhone,
    photo: row.hasPhoto ? photoUrl(row.photoVersion) : null,
    pageHash: row.pageHash,
  };
}

/** The JPEG bytes and version of the trainee's photo, or null without one. */
export async function loadPhoto(db: Db, customerId: number): Promise<{ jpeg: Uint8Array; version: number } | null> {
  const [row] = await db.select({ photo: customers.photo, version: customers.photoVersion }).from(customers).where(eq(customers.id, customerId));
  return row?.photo ? { jpeg: row.photo, version: row.version } : null;
}

/** The language stored with the account (DESIGN "stored with their session and their account"). */
export async function customerLocale(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId));
  return row?.locale ?? null;
}

export async function setCustomerLocale(db: Db, customerId: number, locale: string): Promise<void> {
  await db.update(customers).set({ locale }).where(eq(customers.id, customerId));
}
