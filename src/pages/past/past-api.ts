import { trainingCalls } from '../../../api/trainings.ts';
import { wired } from '../../app/machines.ts';

// The past trainings' call (SPEC §7 GET /api/trainings/past), through the global error handler.
export const pastApi = wired('pastApi', ({ services: { http } }) => ({
  past: () => http.call(trainingCalls['trainings.past']),
}));
