// Settings and server messages as the API hands them out (SPEC §3 "Common bootstrap data").
// Effective settings: code defaults < rows of the `settings` table < start-time overrides
// (env SETTING_<key>, portal.config.json; server/config.ts).
import { eq } from 'drizzle-orm';
import type { WireLocale } from '../../api/common.ts';
import type { LegalPage } from '../../api/legal.ts';
import type { Db } from '../db/connect.ts';
import { messages, settings } from '../db/schema.ts';
import { DEFAULT_MESSAGES, DEFAULT_SETTINGS } from '../seed/defaults.ts';
import { isWireLocale } from './locale.ts';

export type Settings = Record<string, string>;
export type Messages = Record<string, string>;

export async function loadSettings(db: Db, overrides: Settings = {}): Promise<Settings> {
  const rows = await db.select().from(settings);
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(rows.map((r) => [r.key, r.value])), ...overrides };
}

/** SPEC §1: 'email login usage enabled' with the value 'true' selects e-mail login. */
export function isEmailLogin(all: Settings): boolean {
  return all.emailLoginUsageEnabled === 'true';
}

/**
 * The settings the browser may see (GET /api/common and the page's bootstrap JSON,
 * docs/decisions.md #37): an allow-list, so that a key an operator adds (an SMTP password, an API
 * key) stays on the server unless it is named here. The client reads productName,
 * emailLoginUsageEnabled, chatWidgetUrl and footerLinks (machines/session.connect.ts), the
 * dashboard promoLinks and the course detail applyLinks (issue 11); the
 * share switches and the support address are there for the certificate and help screens; the
 * share settings, siteUrlUa/siteUrl and portalUrl (the public page's address) for the
 * certificate screen and the achievements page (issue 13).
 */
export const PUBLIC_SETTING_KEYS = [
  'productName',
  'emailLoginUsageEnabled',
  'chatWidgetUrl',
  'linkedinShareEnabled',
  'facebookShareEnabled',
  'linkedinCertIdIncrement',
  'linkedinOrganizationName',
  'siteUrlUa',
  'siteUrl',
  'portalUrl',
  'supportEmail',
  'footerLinks',
  'promoLinks',
  'applyLinks',
] as const;

/** Settings for the browser: the allow-list above, footerLinks and promoLinks texts resolved to `locale`. */
export function publicSettings(all: Settings, locale: WireLocale): Settings {
  const out: Settings = {};
  for (const key of PUBLIC_SETTING_KEYS) if (Object.hasOwn(all, key)) out[key] = all[key]!;
  if (out.footerLinks !== undefined) out.footerLinks = JSON.stringify(localizeLinks(out.footerLinks, locale));
  if (out.promoLinks !== undefined) out.promoLinks = JSON.stringify(localizeLinks(out.promoLinks, locale));
  return out;
}

function localizeLinks(json: string, locale: WireLocale): { text: string; href: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: unknown[] = parsed;
  return items.flatMap((item) => {
    if (!isRecord(item) || typeof item.href !== 'string') return [];
    const href = item.href;
    const text = item.text;
    if (typeof text === 'string') return [{ text, href }];
    if (isRecord(text)) {
      const localized = isWireLocale(locale) ? text[locale] : undefined;
      const value = typeof localized === 'string' ? localized : text.ua;
      return typeof value === 'string' ? [{ text: value, href }] : [];
    }
    return [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function loadMessages(db: Db, locale: WireLocale): Promise<Messages> {
  const rows = await db.select({ key: messages.key, value: messages.value }).from(messages).where(eq(messages.locale, locale));
  const defaults = Object.fromEntries(Object.entries(DEFAULT_MESSAGES).map(([key, texts]) => [key, texts[locale]]));
  return { ...defaults, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

/** The text of `key` with `{name}` placeholders filled; unknown keys read `{key}` (SPEC §8). */
export function formatMessage(all: Messages, key: string, params: Record<string, string | number> = {}): string {
  const template = all[key];
  if (template === undefined) return `{${key}}`;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The setting that holds the legal page `slug` (server/seed/legal-texts.ts). */
export const legalPageKey = (slug: string) => `legalPage.${slug}`;

/**
 * The legal page `slug` in `locale` (SPEC §1 footer legal links, §9 from settings; issue 10),
 * from the setting legalPage.<slug>: JSON {ua, ru, en: {title, text}}, the text split into
 * paragraphs at empty lines, {productName} and {supportEmail} filled in. The locale's text, else
 * the Ukrainian one; null when there is no such page or it cannot be read (a 404, never a 500).
 */
export function legalPage(all: Settings, slug: string, locale: WireLocale): LegalPage | null {
  const raw = all[legalPageKey(slug)];
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const text = [parsed[locale], parsed.ua].find((t): t is { title: string; text: string } => isRecord(t) && typeof t.title === 'string' && typeof t.text === 'string');
  if (!text) return null;
  const fill = (value: string) => formatMessage({ value }, 'value', { productName: all.productName ?? '', supportEmail: all.supportEmail ?? '' });
  const paragraphs = text.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(fill);
  return { slug, title: fill(text.title), paragraphs };
}
