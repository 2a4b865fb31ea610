// SPEC §7 Common and main data: the calls of the session machine and the login page, apart
// from api/paths.ts so that /login's start code carries only these (docs/performance.md).
export const sessionPaths = {
  common: '/api/common',
  languages: '/api/common/language',
  language: (id: string) => `/api/common/language/${id}`,
  login: '/api/common/login',
  logout: '/api/common/logout',
  main: '/api/main',
} as const;
