import { legalCalls } from '../../../api/legal.ts';
import { wired } from '../../app/machines.ts';
import { orNotThere } from '../../lib/errors.ts';

// The legal pages' one call (api/legal.ts): a page in the trainee's language, or null when the
// settings have none at that slug (404): the page says so itself (docs/decisions.md #202).
// Other errors go to the global handler (SPEC §8), the page offers to try again.
export const legalApi = wired('legalApi', ({ services: { http } }) => ({
  page: (slug: string) => orNotThere(http.call(legalCalls['legal.page'], { params: { slug } }, { local: 'notFound' })),
}));
