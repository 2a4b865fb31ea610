import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from './alert.tsx';
import { button } from './button.css.ts';
import { Spinner } from './spinner.tsx';

/** While a page's request runs, or after it failed (the error itself was already shown). */
export function LoadState({ status, onRetry }: { status: 'loading' | 'failed'; onRetry: () => void }) {
  const { t } = useLingui();
  if (status === 'loading') return <Spinner label={t`Loading…`} />;
  return (
    <>
      <Alert tone="error">
        <Trans>Could not load the data.</Trans>
      </Alert>
      <button type="button" className={button.primary} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </>
  );
}
