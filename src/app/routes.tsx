import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withMessages } from './i18n.ts';
import { preloadableLazy, type PreloadableLazy } from './lazy-page.ts';
import type { PageProps } from './page-props.ts';
import { routePaths, type RouteId } from '../../api/routes.ts';

// SPEC §2 "Screens and routes": every route, its translated name (page title
// '{page} - {productName}' and breadcrumbs from the parents), its layout and its page,
// loaded on demand. Paths and the validation of their params are in api/routes.ts.
// Order matters: the first route whose path matches and whose params validate wins.

export interface RouteDef {
  id: RouteId | 'notFound';
  path: string;
  name: MessageDescriptor;
  parent?: RouteId;
  /** shell: the logged-in frame of SPEC §1; bare: public pages; auto: by session. */
  layout: 'shell' | 'bare' | 'auto';
  page: PreloadableLazy<ComponentType<PageProps<RouteId>>>;
}

const comingSoon = preloadableLazy(withMessages(() => import('../pages/coming-soon/coming-soon-page.tsx')));
// /login needs only the start catalog; every other page brings the rest (withMessages).
const login = preloadableLazy(() => import('../pages/login/login-page.tsx'));
const dashboard = preloadableLazy(withMessages(() => import('../pages/dashboard/dashboard-page.tsx')));
const notFound = preloadableLazy(withMessages(() => import('../pages/not-found/not-found-page.tsx')));
const exams = preloadableLazy(withMessages(() => import('../pages/exams/list/exams-page.tsx')));
const examsPassed = preloadableLazy(withMessages(() => import('../pages/exams/passed/passed-page.tsx')));
const examResult = preloadableLazy(withMessages(() => import('../pages/exams/passed/result-page.tsx')));
const examIntro = preloadableLazy(withMessages(() => import('../pages/exams/intro/intro-page.tsx')));
const passage = preloadableLazy(withMessages(() => import('../pages/exams/passage/passage-page.tsx')));
const legal = preloadableLazy(withMessages(() => import('../pages/legal/legal-page.tsx')));
const training = preloadableLazy(withMessages(() => import('../pages/training/training-page.tsx')));
const news = preloadableLazy(withMessages(() => import('../pages/news/list/news-page.tsx')));
const newsItem = preloadableLazy(withMessages(() => import('../pages/news/item/news-item-page.tsx')));
const past = preloadableLazy(withMessages(() => import('../pages/past/past-page.tsx')));
const courses = preloadableLazy(withMessages(() => import('../pages/courses/list/courses-page.tsx')));
const course = preloadableLazy(withMessages(() => import('../pages/courses/detail/course-page.tsx')));
const restore = preloadableLazy(withMessages(() => import('../pages/restore/restore-page.tsx')));
const confirmEmail = preloadableLazy(withMessages(() => import('../pages/confirm-email/confirm-email-page.tsx')));
const unsubscribeEmail = preloadableLazy(withMessages(() => import('../pages/unsubscribe/unsubscribe-page.tsx')));
const profile = preloadableLazy(withMessages(() => import('../pages/profile/profile-page.tsx')));
const password = preloadableLazy(withMessages(() => import('../pages/profile/password-page.tsx')));
const achievements = preloadableLazy(withMessages(() => import('../pages/achievements/achievements-page.tsx')));
const certificate = preloadableLazy(withMessages(() => import('../pages/certificate/certificate-page.tsx')));

/** A page for the route `Id`: it takes that route's parsed params (or none). */
type Page<Id extends RouteId> = PreloadableLazy<ComponentType<PageProps<Id>>>;

function define<Id extends RouteId>(id: Id, layout: RouteDef['layout'], name: MessageDescriptor, parent: RouteId | undefined, page: Page<Id>): RouteDef {
  // The table holds pages of different routes; each got the params of its own route above,
  // and findRoute (match-route.ts) hands it exactly those.
  return { id, path: routePaths[id].path, name, parent, layout, page: page as unknown as RouteDef['page'] };
}
const pub = <Id extends RouteId>(id: Id, name: MessageDescriptor, page: Page<Id> = comingSoon) => define(id, 'bare', name, undefined, page);
const own = <Id extends RouteId>(id: Id, name: MessageDescriptor, parent?: RouteId, page: Page<Id> = comingSoon) => define(id, 'shell', name, parent, page);

export const routes: readonly RouteDef[] = [
  // Public routes (SPEC §2).
  pub('login', msg`Log in`, login),
  pub('restore', msg`Password recovery`, restore),
  pub('confirmEmail', msg`E-mail confirmation`, confirmEmail),
  pub('unsubscribeEmail', msg`Unsubscribe`, unsubscribeEmail),
  pub('pay', msg`Course payment`),
  pub('entryPassage', msg`Entry test`),
  pub('entry', msg`Entry test`),
  pub('previewPassage', msg`Test preview`),
  pub('previewIframe', msg`Test preview`),
  pub('previewResult', msg`Test preview result`),
  pub('preview', msg`Test preview`),
  pub('achievements', msg`Achievements`, achievements),
  // The finish/share page: "the hash-bearing route used for the finish call" (GET /api/finish/{hash}).
  pub('result', msg`Test result`),
  // The footer's legal links (SPEC §1 "A footer with legal links", §9; issue 10): open to
  // everyone, in the frame of the session (the shell when logged in).
  define('legal', 'auto', msg`Legal information`, undefined, legal),
  // Logged-in routes (SPEC §2).
  own('home', msg`Study in progress`, undefined, dashboard),
  own('training', msg`Course group`, 'home', training),
  own('past', msg`Past trainings`, undefined, past),
  own('courses', msg`All courses`, undefined, courses),
  own('course', msg`Course`, 'courses', course),
  own('exams', msg`Tests`, undefined, exams),
  own('examsPassed', msg`Completed tests`, 'exams', examsPassed),
  own('examResult', msg`Test result`, 'examsPassed', examResult),
  own('passage', msg`Test in progress`, 'exams', passage),
  own('exam', msg`Test`, 'exams', examIntro),
  own('documents', msg`Documents`),
  own('inquirers', msg`Surveys`),
  own('inquirer', msg`Survey`, 'inquirers'),
  own('news', msg`News`, undefined, news),
  own('newsItem', msg`News item`, 'news', newsItem),
  own('profile', msg`My profile`, undefined, profile),
  own('certificate', msg`Certificate`, 'profile', certificate),
  own('password', msg`Change password`, 'profile', password),
];

/** SPEC §2 "Any other path shows a page-not-found message". */
export const notFoundRoute: RouteDef = { id: 'notFound', path: '*', name: msg`Page not found`, layout: 'auto', page: notFound };

export const routeById = (id: RouteId) => routes.find((route) => route.id === id);

/** The route and its parents, outermost first (breadcrumbs of SPEC §1). */
export function routeChain(route: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [];
  for (let at: RouteDef | undefined = route; at; at = at.parent ? routeById(at.parent) : undefined) chain.unshift(at);
  return chain;
}
