import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../app/page-props.ts';
import { useWired } from '../../app/use-app-machine.ts';
import { NewsPanel } from '../../features/news/news-panel.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLoad } from '../../lib/use-load.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { pastApi } from './past-api.ts';
import { usePreloaded } from '../../app/services.tsx';
import { trainingCalls } from '../../../api/trainings.ts';
import { pastView } from './past-rules.ts';
import * as styles from './past.css.ts';

// SPEC §2 "past": the trainings the trainee finished: course name, the group's name unless the
// course is BLITZ, the holding dates (the group's for FULL, the blitz terms otherwise), or an
// empty text; the news panel beside them while the page is wide enough, below them otherwise.
export default function PastPage(_: PageProps<'past'>) {
  const { t, i18n } = useLingui();
  const api = useWired(pastApi);
  const loaded = useLoad(() => api.past(), `past:${i18n.locale}`, usePreloaded(trainingCalls['trainings.past']));
  return (
    <div className={styles.layout}>
      <div className={styles.grid}>
        <div className={styles.main}>
          {loaded.status !== 'ready' ? (
            <LoadState status={loaded.status} onRetry={loaded.retry} />
          ) : loaded.data.length === 0 ? (
            <p>
              <Trans>You have no past trainings yet.</Trans>
            </p>
          ) : (
            <ul className={styles.list}>
              {loaded.data.map((training, index) => {
                const { groupName, begin, end } = pastView(training);
                const from = formatDate(begin);
                const to = formatDate(end);
                return (
                  <li key={index} className={styles.card}>
                    <h2 className={styles.title}>{training.courseName}</h2>
                    {groupName ? <p className={styles.meta}>{t`Group: ${groupName}`}</p> : null}
                    {begin != null || end != null ? <p className={styles.meta}>{t`Held from ${from} to ${to}`}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <NewsPanel />
      </div>
    </div>
  );
}
