import { trainingCalls, type Training } from '../../../api/trainings.ts';
import { wired } from '../../app/machines.ts';
import { isApiError } from '../../lib/errors.ts';
import { opensGroupPage } from './training-rules.ts';

// The group page's one call (api/trainings.ts 'trainings.get', SPEC §7). The page answers its
// own refusals (issue 11: never a blank page, never only a dialog): an application that is not
// the trainee's, not ACCEPTED or not there (404, a 400 or 403 refusal, SPEC §6 "Only ACCEPTED
// applications open the group page") resolves as 'closed'; the page says so and leads back
// to the dashboard. Other failures (connection, server) reject, and the page offers to try
// again. A 403 still tells the session (src/lib/http.ts, SPEC §8).
export type TrainingLoad = { kind: 'open'; training: Training } | { kind: 'closed' };

const REFUSED = new Set(['notFound', 'forbidden', 'message', 'validation']);

/** The page's reading of the group's answer, asked or preloaded (src/app/preloaded.ts). */
export const trainingLoad = (training: Training): TrainingLoad => (opensGroupPage(training) ? { kind: 'open', training } : { kind: 'closed' });

export const trainingApi = wired('trainingApi', ({ services: { http } }) => ({
  get: async (applicationId: number): Promise<TrainingLoad> => {
    try {
      return trainingLoad(await http.call(trainingCalls['trainings.get'], { params: { applicationId } }, { local: true }));
    } catch (error) {
      if (isApiError(error) && REFUSED.has(error.code)) return { kind: 'closed' };
      throw error;
    }
  },
}));
