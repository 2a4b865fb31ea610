// SPEC §7 "Main": GET /api/main, GET /api/main/info (not in SPEC, docs/api.md), GET and POST
// /api/main/alerts. Declared in api/main.ts and api/session-calls.ts.
import type { Context } from 'hono';
import { mainCalls } from '../../api/main.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import type { Caller } from '../domain/caller.ts';
import { dismissAlert, examAlerts } from '../domain/exams/lists.ts';
import { loadInfo, loadMain, type Viewer } from '../domain/main-data.ts';
import { isEmailLogin } from '../domain/settings.ts';
import { route, type Route } from '../http/contract.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { requestSettings } from '../http/session.ts';

export async function viewerOf(caller: Caller, c: Context<AppEnv>, deps: AppDeps): Promise<Viewer> {
  return { ...caller, emailLogin: isEmailLogin(await requestSettings(c, deps)) };
}

export function mainRoutes(deps: AppDeps): Route[] {
  return [
    route(sessionCalls['main.get'], async ({ caller, c }) => loadMain(await viewerOf(caller, c, deps))),
    route(mainCalls['main.info'], async ({ caller, c }) => loadInfo(await viewerOf(caller, c, deps))),
    // Exam alerts (SPEC §2: sticky popups; closing one posts the alert back): open exams
    // closing within 24 h, not passed, alert not closed (docs/exams.md).
    route(mainCalls['main.alerts'], ({ caller }) => examAlerts(caller)),
    route(mainCalls['main.alerts.close'], async ({ caller, body }) => {
      await dismissAlert(caller, body);
      return { ok: true } as const;
    }),
  ];
}
