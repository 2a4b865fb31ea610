// The calls of the session machine and the login page (SPEC §7 "Common" and GET /api/main),
// apart from the other calls of their areas so that /login's start code carries only these
// (docs/performance.md).
import { Common, Languages, LanguageParam, LoginRequest, Ok } from './common.ts';
import { defineCalls } from './contract.ts';
import { Main } from './main.ts';

export const sessionCalls = defineCalls({
  'common.get': {
    method: 'GET',
    path: '/api/common',
    response: Common,
    access: 'public',
    errors: [],
    spec: 'SPEC §7 Common',
    summary: 'Bootstrap data: messages, browser settings, isLoggedIn, entryExam, locale',
  },
  'common.languages': {
    method: 'GET',
    path: '/api/common/language',
    response: Languages,
    access: 'public',
    errors: [],
    spec: 'SPEC §7 Common',
    summary: 'The languages, the active one marked',
  },
  'common.language.set': {
    method: 'POST',
    path: '/api/common/language/{id}',
    params: LanguageParam,
    response: Ok,
    access: 'public',
    errors: [400],
    spec: 'SPEC §7 Common',
    summary: 'Switch the language (session, account and the login page cookie)',
  },
  'common.login': {
    method: 'POST',
    path: '/api/common/login',
    body: LoginRequest,
    response: Ok,
    access: 'public',
    errors: [400, 429],
    spec: 'SPEC §7 Common; §5 Login; §8',
    summary: 'Log in by phone or e-mail and password; sets the session cookie',
  },
  'common.logout': {
    method: 'GET',
    path: '/api/common/logout',
    response: Ok,
    access: 'public',
    changes: true,
    errors: [],
    spec: 'SPEC §7 Common',
    summary: 'End the session (needs X-Requested-With like a POST)',
  },
  'main.get': {
    method: 'GET',
    path: '/api/main',
    response: Main,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Main, profile, news',
    summary: 'The trainee, their courses, document catalogues and surveys',
  },
});
