import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import { PassageTimer } from './passage-timer.tsx';
import * as styles from './passage.css.ts';

// The passage's name, its clock and the break and finish controls (SPEC §2 passage screen).
// While a save is on its way the passage machine waits with a break or finishing (disabled).
// The header is sticky (issue 10 item 2): its height goes to --sticky-below, the page's
// scroll-padding (ui/global.css.ts), so focus never lands under it (WCAG 2.4.11).
export function PassageHeader({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const left = passage.breaksLeft;
  const breaks = typeof left === 'number' ? left : 0;
  const minutes = passage.passage?.breakTime ?? 0;
  const header = useStickyHeight();
  // An irreversible action is never the primary button: Finish is styled as a warning.
  return (
    <header ref={header} className={styles.header} data-sticky="passage">
      <h2 className={styles.examName}>{passage.name}</h2>
      {passage.phase === 'break' ? null : <PassageTimer label={t`Time left`} seconds={passage.remainingSeconds} syncing={passage.isSyncing} />}
      <div className={styles.headerActions}>
        {passage.showBreakButton ? (
          <>
            <button type="button" className={button.secondary} onClick={passage.onTakeBreak} disabled={!passage.canTakeBreak} aria-describedby="break-allowance">
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
          <button type="button" className={button.warning} onClick={passage.onFinish} disabled={!passage.canFinish}>
            <Trans>Finish the test</Trans>
          </button>
        ) : null}
      </div>
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
