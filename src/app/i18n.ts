import { i18n, type Messages } from '@lingui/core';
import { toAppLocale, type AppLocale } from '../../api/locale.ts';

// Lingui catalogs per locale (locales/<locale>/messages.po), loaded lazily so only the
// active language ships with a page, and in two parts (scripts/catalog-split.ts,
// docs/decisions.md #26): `start` holds the messages of what /login runs at start, `rest`
// everything else. The rest is loaded with the first lazy module beyond /login
// (`withMessages`), and from then on with every locale activated.
// Plural rules come from Intl.PluralRules (one/few/many).
type Part = 'start' | 'rest';
type Loader = () => Promise<{ messages: Messages }>;

const catalogs: Record<AppLocale, Record<Part, Loader>> = {
  uk: { start: () => import('../../locales/uk/messages.po?start'), rest: () => import('../../locales/uk/messages.po?rest') },
  ru: { start: () => import('../../locales/ru/messages.po?start'), rest: () => import('../../locales/ru/messages.po?rest') },
  en: { start: () => import('../../locales/en/messages.po?start'), rest: () => import('../../locales/en/messages.po?rest') },
};

const loaded = new Map<string, Promise<void>>();
let wantsRest = false;
/** The locale being activated (it may still be loading) or the active one. */
let target: AppLocale | null = null;

function load(locale: AppLocale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    done = catalogs[locale][part]().then(({ messages }) => i18n.load(locale, messages));
    done.catch(() => loaded.delete(key)); // a failed load (offline) is tried again next time
    loaded.set(key, done);
  }
  return done;
}

export async function activateLocale(wire: string): Promise<void> {
  const locale = toAppLocale(wire);
  target = locale;
  if (i18n.locale === locale) return;
  await load(locale, 'start');
  if (wantsRest) await load(locale, 'rest');
  if (target !== locale) return; // another locale was asked for meanwhile
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The messages beyond /login, for the active locale and the one being activated. */
export async function loadAllMessages(): Promise<void> {
  wantsRest = true;
  const locales = new Set([i18n.locale as AppLocale | undefined, target].filter((locale) => locale != null));
  await Promise.all([...locales].map((locale) => load(locale, 'rest')));
}

/** A lazy module beyond /login: resolves once it and the rest of the catalog are loaded. */
export function withMessages<T>(importer: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([importer(), loadAllMessages()]);
    return module;
  };
}

export { i18n };
