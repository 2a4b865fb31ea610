// Bytes of exams for the browser (declared in api/exams.ts, `files.*`): question and answer
// pictures by their public id (SPEC §7 GET /api/common/picture/{id}), question and schedule
// materials and the sample sounds of the audio check (SPEC §7 "Documents, downloads").
// Pictures and materials: the trainee must have the question in a passage or the schedule
// assigned, else 404 (docs/decisions.md #14); a link-only material is 404. Samples: anyone
// (the audio check may run before login, on an entry exam). A picture's bytes never change,
// so it may be kept a day, privately. Rules: server/domain/exams/files.ts; docs/exams.md.
import * as v from 'valibot';
import { WireLocale } from '../../api/common.ts';
import { examCalls } from '../../api/exams.ts';
import { NotFoundError } from '../domain/errors.ts';
import { readPicture, readQuestionMaterial, readSample, readScheduleMaterial } from '../domain/exams/files.ts';
import { route, type Route } from '../http/contract.ts';
import type { AppDeps } from '../http/env.ts';
import { sendFile } from '../http/send-file.ts';

const MATERIAL_CACHE = 'private, max-age=3600';

export function fileRoutes(deps: AppDeps): Route[] {
  return [
    route(examCalls['files.picture'], async ({ caller, params, c }) =>
      sendFile(c, await readPicture(deps.db, caller.customerId, params.id), { cache: 'private, max-age=86400' }),
    ),
    route(examCalls['files.questionMaterial'], async ({ caller, params, c }) =>
      sendFile(c, await readQuestionMaterial(deps.db, caller.customerId, params.materialId), { cache: MATERIAL_CACHE }),
    ),
    route(examCalls['files.material'], async ({ caller, params, c }) =>
      sendFile(c, await readScheduleMaterial(deps.db, caller.customerId, params.materialId), { cache: MATERIAL_CACHE }),
    ),
    route(examCalls['files.sample'], async ({ params, c }) => {
      if (!v.is(WireLocale, params.language)) throw new NotFoundError();
      return sendFile(c, await readSample(params.language), { cache: 'public, max-age=86400', disposition: 'inline' });
    }),
  ];
}
