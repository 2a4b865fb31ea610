import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withMessages } from './i18n.ts';
import type { PageProps } from './page-props.ts';

// SPEC §2 "Screens and routes": every route, its translated name (page title
// '{page} - {productName}' and breadcrumbs from the parents), its layout and its page,
// loaded on demand. Order matters: the first matching path wins.

export interface RouteDef {
  id: string;
  path: string;
  name: MessageDescriptor;
  parent?: string;
  /** shell: the logged-in frame of SPEC §1; bare: public pages; auto: by session. */
  layout: 'shell' | 'bare' | 'auto';
  page: LazyExoticComponent<ComponentType<PageProps>>;
}

const comingSoon = lazy(withMessages(() => import('../pages/coming-soon-page.tsx')));
// /login needs only the start catalog; every other page brings the rest (withMessages).
const login = lazy(() => import('../pages/login/login-page.tsx'));
const dashboard = lazy(withMessages(() => import('../pages/dashboard/dashboard-page.tsx')));
const notFound = lazy(withMessages(() => import('../pages/not-found-page.tsx')));
const exams = lazy(withMessages(() => import('../pages/exams/exams-page.tsx')));
const examsPassed = lazy(withMessages(() => import('../pages/exams/passed-page.tsx')));
const examResult = lazy(withMessages(() => import('../pages/exams/result-page.tsx')));
const examIntro = lazy(withMessages(() => import('../pages/exams/intro-page.tsx')));
const passage = lazy(withMessages(() => import('../pages/exams/passage-page.tsx')));

type Page = RouteDef['page'];

const pub = (id: string, path: string, name: MessageDescriptor, page: Page = comingSoon): RouteDef => ({
  id,
  path,
  name,
  layout: 'bare',
  page,
});
const own = (id: string, path: string, name: MessageDescriptor, parent?: string, page: Page = comingSoon): RouteDef => ({
  id,
  path,
  name,
  parent,
  layout: 'shell',
  page,
});

export const routes: readonly RouteDef[] = [
  // Public routes (SPEC §2).
  pub('login', '/login', msg`Log in`, login),
  pub('restore', '/restore', msg`Password recovery`),
  pub('confirmEmail', '/confirmEmail/:hash', msg`E-mail confirmation`),
  pub('unsubscribeEmail', '/unsubscribeEmail/:hash', msg`Unsubscribe`),
  pub('pay', '/pay/:hash', msg`Course payment`),
  pub('entryPassage', '/entry/passage/:resultId/:currentQuestionIndex?', msg`Entry test`),
  pub('entry', '/entry/:id', msg`Entry test`),
  pub('previewPassage', '/preview/passage/:resultId/:currentQuestionIndex?', msg`Test preview`),
  pub('previewIframe', '/preview/iframe/:resultId', msg`Test preview`),
  pub('previewResult', '/preview/result/:hash', msg`Test preview result`),
  pub('preview', '/preview/:id', msg`Test preview`),
  pub('achievements', '/achievements/:hash', msg`Achievements`),
  // The finish/share page: "the hash-bearing route used for the finish call" (GET /api/finish/{hash}).
  pub('result', '/result/:hash', msg`Test result`),
  // Logged-in routes (SPEC §2).
  own('home', '/', msg`Study in progress`, undefined, dashboard),
  own('training', '/training/:applicationId', msg`Course group`, 'home'),
  own('past', '/past', msg`Past trainings`),
  own('courses', '/courses', msg`All courses`),
  own('course', '/courses/:courseId', msg`Course`, 'courses'),
  own('exams', '/exams', msg`Tests`, undefined, exams),
  own('examsPassed', '/exams/passed', msg`Passed tests`, 'exams', examsPassed),
  own('examResult', '/exams/passed/:resultId', msg`Test result`, 'examsPassed', examResult),
  own('passage', '/exams/passage/:resultId/:currentQuestionIndex?', msg`Test in progress`, 'exams', passage),
  own('exam', '/exams/:id', msg`Test`, 'exams', examIntro),
  own('documents', '/documents/:catalogueId', msg`Documents`),
  own('inquirers', '/inquirers', msg`Inquirers`),
  own('inquirer', '/inquirers/:inquirerId', msg`Inquirer`, 'inquirers'),
  own('news', '/news', msg`News`),
  own('newsItem', '/news/:newsId', msg`News item`, 'news'),
  own('profile', '/profile', msg`My profile`),
  own('certificate', '/profile/certificate/:appId', msg`Certificate`, 'profile'),
  own('password', '/profile/password', msg`Change password`, 'profile'),
];

/** SPEC §2 "Any other path shows a page-not-found message". */
export const notFoundRoute: RouteDef = { id: 'notFound', path: '*', name: msg`Page not found`, layout: 'auto', page: notFound };

export const routeById = (id: string) => routes.find((route) => route.id === id);

/** The route and its parents, outermost first (breadcrumbs of SPEC §1). */
export function routeChain(route: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [];
  for (let at: RouteDef | undefined = route; at; at = at.parent ? routeById(at.parent) : undefined) chain.unshift(at);
  return chain;
}
