import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import { PassageTimer } from './passage-timer.tsx';
import * as styles from './passage.css.ts';

// The passage's name, its clock and the break and finish controls (SPEC §2 passage screen).
// While a save is on its way the passage machine waits with a break or finishing (disabled).
export function PassageHeader({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const left = passage.breaksLeft;
  return (
    <header className={styles.header}>
      <h2 className={styles.examName}>{passage.name}</h2>
      {passage.phase === 'break' ? null : <PassageTimer label={t`Time left`} seconds={passage.remainingSeconds} syncing={passage.isSyncing} />}
      <div className={styles.headerActions}>
        {passage.showBreakButton ? (
          <button
            type="button"
            className={button.secondary}
            onClick={passage.onTakeBreak}
            disabled={!passage.canTakeBreak}
            title={typeof left === 'number' ? t`${plural(left, { one: '# break left', other: '# breaks left' })}` : undefined}
          >
            <Trans>Take a break</Trans>
          </button>
        ) : null}
        {passage.phase === 'running' ? (
          <button type="button" className={button.primary} onClick={passage.onFinish} disabled={!passage.canFinish}>
            <Trans>Finish the test</Trans>
          </button>
        ) : null}
      </div>
    </header>
  );
}
