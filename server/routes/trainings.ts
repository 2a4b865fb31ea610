// SPEC §7 "Courses and trainings": GET /api/courses, /api/courses/{courseId},
// /api/trainings/current, /promocode, /past and /{applicationId} (declared in api/trainings.ts).
// The fixed paths are matched before /api/trainings/{applicationId}: mountRoutes registers
// calls with fewer path params first (server/http/contract.ts).
import { trainingCalls } from '../../api/trainings.ts';
import { courseDetail, courseList, currentTrainings, pastTrainings, promoCode, training } from '../domain/trainings/load.ts';
import { route, type Route } from '../http/contract.ts';

export function trainingRoutes(): Route[] {
  return [
    route(trainingCalls['courses.list'], ({ caller }) => courseList(caller)),
    // Unpublished and unknown courses look the same: 404.
    route(trainingCalls['courses.get'], ({ caller, params }) => courseDetail(caller, params.courseId)),
    route(trainingCalls['trainings.current'], ({ caller }) => currentTrainings(caller)),
    route(trainingCalls['trainings.promocode'], ({ caller }) => promoCode(caller)),
    route(trainingCalls['trainings.past'], ({ caller }) => pastTrainings(caller)),
    // Another trainee's application and one not ACCEPTED answer the same 404 (SPEC §6).
    route(trainingCalls['trainings.get'], ({ caller, params }) => training(caller, params.applicationId)),
  ];
}
