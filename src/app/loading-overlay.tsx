import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../ui/spinner.tsx';
import { useLoadingOverlay } from './services.tsx';
import * as styles from './loading-overlay.css.ts';

// SPEC §1 "A global loading overlay shows while requests run" (machines/loading.machine.ts).
export function LoadingOverlay() {
  const { t } = useLingui();
  const { overlayVisible } = useLoadingOverlay();
  if (!overlayVisible) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <Spinner label={t`Loading…`} />
    </div>
  );
}
