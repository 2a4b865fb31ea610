import { useCallback, useState } from 'react';
import { mainCalls } from '../../../api/main.ts';
import { usePreloaded } from '../../app/services.tsx';
import { useWired } from '../../app/use-app-machine.ts';
import { useLoad } from '../../lib/use-load.ts';
import { alertsApi, type ExamAlert } from './alerts-api.ts';

/** An alert has no id (SPEC §3 "Alert: examName, finish"): the pair names it. */
export const alertKey = (alert: ExamAlert) => `${alert.finish}:${alert.examName}`;

/** The alerts still open: `closed` are hidden at once, the rest in the server's order. */
export const openAlerts = (alerts: readonly ExamAlert[], closed: readonly string[]) => alerts.filter((alert) => !closed.includes(alertKey(alert)));

/**
 * SPEC §2 "Exam alerts": the open alerts, and close(alert), which hides it at once and posts
 * it back (POST /api/main/alerts with the alert as read), so it does not return on the next
 * load. A refused close shows the alert again (the error itself is in the global dialog).
 */
export function useExamAlerts() {
  const api = useWired(alertsApi);
  const loaded = useLoad(() => api.list(), 'alerts', usePreloaded(mainCalls['main.alerts']));
  const [closed, setClosed] = useState<readonly string[]>([]);
  const close = useCallback(
    (alert: ExamAlert) => {
      const key = alertKey(alert);
      setClosed((before) => [...before, key]);
      api.close(alert).catch(() => setClosed((before) => before.filter((k) => k !== key)));
    },
    [api],
  );
  return { alerts: loaded.status === 'ready' ? openAlerts(loaded.data, closed) : [], close };
}
