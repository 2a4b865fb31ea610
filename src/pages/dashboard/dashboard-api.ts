import { trainingCalls } from '../../../api/trainings.ts';
import { wired } from '../../app/machines.ts';

// The dashboard's calls (SPEC §7 "Courses and trainings"): the cards load through the global
// error handler (SPEC §8, the page offers Try again); the promo code is a side panel that
// shows nothing when it cannot load (no dialog, no overlay).
export const dashboardApi = wired('dashboardApi', ({ services: { http } }) => ({
  current: () => http.call(trainingCalls['trainings.current']),
  promocode: () => http.call(trainingCalls['trainings.promocode'], undefined, { local: true, quiet: true }),
}));
