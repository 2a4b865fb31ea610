import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

// Nothing but a spinner until a catalog is active (the spinner has no text: there is
// no language yet to say it in).
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const getLocale = () => i18n.locale;

export function I18nGate({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  if (!locale) return <FullPageSpinner />;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
