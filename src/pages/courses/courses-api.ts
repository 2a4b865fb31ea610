import { trainingCalls, type CourseDetail } from '../../../api/trainings.ts';
import { wired } from '../../app/machines.ts';
import { isApiError } from '../../lib/errors.ts';

// The catalogue's calls (SPEC §7 "Courses and trainings"). The list goes through the global
// error handler (SPEC §8; the page offers Try again). A course that is not there or not
// published (404, or an id the server refuses) is answered by the page itself, with a clear
// message and the way back to all courses, not a dialog; other failures reject.
export type CourseLoad = { kind: 'found'; course: CourseDetail } | { kind: 'missing' };

export const coursesApi = wired('coursesApi', ({ services: { http } }) => ({
  list: () => http.call(trainingCalls['courses.list']),
  get: async (courseId: number): Promise<CourseLoad> => {
    try {
      return { kind: 'found', course: await http.call(trainingCalls['courses.get'], { params: { courseId } }, { local: true }) };
    } catch (error) {
      if (isApiError(error) && (error.code === 'notFound' || error.code === 'validation' || error.code === 'message')) return { kind: 'missing' };
      throw error;
    }
  },
}));
