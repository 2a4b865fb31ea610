import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { href } from '../../../api/href.ts';
import type { PageProps } from '../../app/page-props.ts';
import { usePreloaded, useSession } from '../../app/services.tsx';
import { trainingCalls } from '../../../api/trainings.ts';
import { useWired } from '../../app/use-app-machine.ts';
import { ExamAlerts } from '../../features/alerts/exam-alerts.tsx';
import { NewsPanel } from '../../features/news/news-panel.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { PromoPanel } from './promo-panel.tsx';
import { TrainingCard } from './training-card.tsx';
import * as styles from './dashboard.css.ts';

// SPEC §2 "/" (Study in progress): a short greeting, a card per current application
// (trainings.current; SPEC §4 "Application status on the dashboard"), and beside them on wide
// screens, below them on a phone: the exam alerts (SPEC §2 "Exam alerts"), the news panel and
// the promo-code panel. The greeting names the trainee in ru and en only (docs/words.md).
export default function DashboardPage(_: PageProps<'home'>) {
  const { i18n } = useLingui();
  const { main } = useSession();
  const api = useWired(dashboardApi);
  const cards = useLoad(() => api.current(), `current:${i18n.locale}`, usePreloaded(trainingCalls['trainings.current']));
  const promo = useLoad(() => api.promocode(), `promo:${i18n.locale}`);
  const name = main?.customer.name ?? '';
  const now = Date.now();
  return (
    <div className={styles.layout}>
      <p className={styles.greeting}>
        <Trans>Hello, {name}!</Trans>
      </p>
      <div className={styles.grid}>
        <ExamAlerts className={styles.alerts} />
        <div className={styles.main}>
          {cards.status !== 'ready' ? (
            <LoadState status={cards.status} onRetry={cards.retry} />
          ) : cards.data.length === 0 ? (
            <p className={styles.empty}>
              <Trans>
                You have no current trainings. See <Link href={href('courses')}>all courses</Link>.
              </Trans>
            </p>
          ) : (
            <ul className={styles.cards}>
              {cards.data.map((card) => (
                <TrainingCard key={card.applicationId} card={card} now={now} />
              ))}
            </ul>
          )}
        </div>
        {/* Below the cards on a phone: shown once the cards are, so they never jump down as
            the cards arrive above them (a layout shift, issue 14). */}
        {cards.status === 'loading' ? null : (
          <>
            <NewsPanel className={styles.news} />
            <PromoPanel promo={promo.status === 'ready' ? promo.data : null} className={styles.promo} />
          </>
        )}
      </div>
    </div>
  );
}
