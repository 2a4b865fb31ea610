// SPEC §7 GET /api/common/picture/{id} (mounted at /api/common/picture): a question's or an
// answer's picture (image, or the sound of an AUDIO answer) for a logged-in trainee who has
// that question in one of their passages; anonymous 403, anyone else 404 (docs/decisions.md
// #14). The id is the picture's random public id (docs/exams.md "What the browser gets").
// Exam content has no editing screens, so a picture id's bytes never change: it may be
// kept a day, privately. Rules: server/domain/exams/files.ts.
import { Hono } from 'hono';
import { PictureIdParam } from '../../api/exams.ts';
import { readPicture } from '../domain/exams/files.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { currentSession, requireLogin } from '../http/session.ts';
import { pathParams } from '../http/validate.ts';
import { sendFile } from './downloads.ts';

export function pictureRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:id', requireLogin, async (c) => {
    const { id } = pathParams(c, PictureIdParam);
    return sendFile(c, await readPicture(deps.db, currentSession(c).customerId, id), { cache: 'private, max-age=86400' });
  });
  return routes;
}
