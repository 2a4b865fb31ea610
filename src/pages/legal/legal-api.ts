import { legalCalls } from '../../../api/legal.ts';
import { wired } from '../../app/machines.ts';

// The legal pages' one call (api/legal.ts): a page in the trainee's language. Errors go to
// the global handler (SPEC §8: 404 "resource not found"), the page offers to try again.
export const legalApi = wired('legalApi', ({ services: { http } }) => ({
  page: (slug: string) => http.call(legalCalls['legal.page'], { params: { slug } }),
}));
