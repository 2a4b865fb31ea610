import { Trans } from '@lingui/react/macro';
import { Alert } from '../ui/alert.tsx';
import { button } from '../ui/button.css.ts';
import * as styles from './bare-layout.css.ts';

// The first call (GET /api/common) failed: nothing can show without it; offer a retry.
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.main} id="content">
      <div className={styles.card}>
        <Alert tone="error">
          <Trans>Could not connect to the server. Please try again later.</Trans>
        </Alert>
        <button type="button" className={button.primary} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </main>
  );
}
