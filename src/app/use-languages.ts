import { useEffect, useState } from 'react';
import type { Language } from '../../api/common.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import { useServices } from './services.tsx';
import { bootstrapLanguages } from './bootstrap.ts';

// SPEC §7 GET /api/common/language: the answer that came with the page (src/app/bootstrap.ts),
// else asked for. Until it answers (or if it fails) the three product languages are offered
// by their own names.
export const FALLBACK_LANGUAGES: Language[] = [
  { id: 'ua', name: 'Українська', active: false },
  { id: 'ru', name: 'Русский', active: false },
  { id: 'en', name: 'English', active: false },
];

function fromPage(): Language[] | null {
  const list = bootstrapLanguages();
  return list && list.length > 0 ? list : null;
}

export function useLanguages(): Language[] {
  const { http } = useServices();
  const [languages, setLanguages] = useState<Language[]>(() => fromPage() ?? FALLBACK_LANGUAGES);
  useEffect(() => {
    if (fromPage()) return;
    let live = true;
    http
      .call(sessionCalls['common.languages'], undefined, { local: true, quiet: true })
      .then((list) => live && list.length > 0 && setLanguages(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http]);
  return languages;
}
