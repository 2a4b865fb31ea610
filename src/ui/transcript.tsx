import { useLingui } from '@lingui/react/macro';
import * as styles from './transcript.css.ts';

// What a sound says, for whoever cannot hear it (issue 10, WCAG 1.2.1 "Audio-only"): a
// "Transcript" disclosure beside the player, instead of an empty captions track. Nothing
// when the author wrote none.
export function Transcript({ text }: { text: string | null | undefined }) {
  const { t } = useLingui();
  if (!text) return null;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t`Transcript`}</summary>
      <p className={styles.text}>{text}</p>
    </details>
  );
}
