import type * as v from 'valibot';
import { mainCalls, type Alert } from '../../../api/main.ts';
import { wired } from '../../app/machines.ts';

export type ExamAlert = v.InferOutput<typeof Alert>;

// SPEC §2 "Exam alerts", §7 GET/POST /api/main/alerts. The list loads in the background (no
// overlay, no dialog: without it the dashboard simply shows no alerts); closing one is the
// trainee's action, so a refusal goes to the global error dialog (SPEC §8).
export const alertsApi = wired('alertsApi', ({ services: { http } }) => ({
  list: () => http.call(mainCalls['main.alerts'], undefined, { local: true, quiet: true }),
  close: (alert: ExamAlert) => http.call(mainCalls['main.alerts.close'], { body: alert }, { quiet: true }),
}));
