import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import { PassageTimer } from './passage-timer.tsx';
import * as styles from './passage.css.ts';

// The passage's clock and the break and finish controls (SPEC §2 passage screen).
// While a save is on its way the passage machine waits with a break or finishing (disabled).
// The clock, or on a break the break's countdown, is in it. The header is sticky (issue 10 item 2): its height goes to --sticky-below, the page's
// scroll-padding (ui/global.css.ts), so focus never lands under it (WCAG 2.4.11). The exam's name is
// the page's heading alone, not repeated here (issue 59 item 3): on a phone the header is two rows,
// the clock and the break, then what a break uses and Finish, so the question keeps three quarters
// of the screen (test/e2e/phone-fit.e2e.test.ts).
export function PassageHeader({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const left = passage.breaksLeft;
  const breaks = typeof left === 'number' ? left : 0;
  const minutes = passage.passage?.breakTime ?? 0;
  const header = useStickyHeight();
  const waits = passage.isSaving ? passage.answersOnTheirWay : 0;
  // An irreversible action is never the primary button: Finish is styled as a warning.
  return (
    <header ref={header} className={styles.header} data-sticky="passage">
      {/* On a break its countdown takes the clock's place, so it stays in view too (issue 10). */}
      {passage.phase === 'break' ? (
        <PassageTimer key="break" label={t`Break time left`} seconds={passage.breakRemainingSeconds} syncing={passage.isSyncing} />
      ) : (
        <PassageTimer key="pass" label={t`Time left`} seconds={passage.remainingSeconds} syncing={passage.isSyncing} />
      )}
      <div className={styles.headerActions}>
        {passage.showBreakButton ? (
          <>
            <button
              type="button"
              className={`${button.secondary} ${passage.canTakeBreak ? '' : styles.waiting}`}
              onClick={passage.onTakeBreak}
              aria-disabled={!passage.canTakeBreak || undefined}
              aria-describedby={waits > 0 ? 'break-allowance finish-waits' : 'break-allowance'}
            >
              <Trans>Take a break</Trans>
            </button>
            {/* Issue 10: what a break uses up, visible beside the button, not only in a tooltip. */}
            <span id="break-allowance" className={styles.breakAllowance} data-testid="break-allowance">
              {left === 'unlimited'
                ? t`Breaks are not limited, ${plural(minutes, { one: '# minute each', other: '# minutes each' })}`
                : t`${plural(breaks, { one: '# break left', other: '# breaks left' })}, ${plural(minutes, { one: '# minute each', other: '# minutes each' })}`}
            </span>
          </>
        ) : null}
        {passage.phase === 'running' ? (
          // Issue 10: while an answer is on its way Finish waits and says why (aria-disabled:
          // it keeps the focus, and the machine ignores it meanwhile).
          <>
            <button
              type="button"
              className={`${button.warning} ${styles.finish} ${passage.canFinish ? '' : styles.waiting}`}
              onClick={passage.onFinish}
              aria-disabled={!passage.canFinish || undefined}
              aria-describedby={waits > 0 ? 'finish-waits' : undefined}
            >
              <Trans>Finish the test</Trans>
            </button>
            {waits > 0 ? (
              <span id="finish-waits" className={styles.finishWaits} data-testid="finish-waits">
                {t`${plural(waits, { one: 'Waiting for # answer to be sent…', other: 'Waiting for # answers to be sent…' })}`}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
      {/* Issue 10 "Offline": near the clock, a polite live region (present while empty, so the
          change is announced). Never "not saved" and "saved" in one sentence. */}
      <p className={styles.offline} aria-live="polite" data-testid="connection">
        {passage.connection === 'waiting'
          ? t`No connection to the server. The answer is kept on this device and will be sent when the connection is back.`
          : passage.connection === 'offline'
            ? t`No connection. You can go on answering: an answer is kept on this device and will be sent when the connection is back.`
            : ''}
      </p>
    </header>
  );
}

/** Keeps --sticky-below on the document at the element's height while it is shown. */
function useStickyHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty('--sticky-below', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--sticky-below');
    };
  }, []);
  return ref;
}
