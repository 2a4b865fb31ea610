import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { routePaths, type RouteId } from '../../api/routes.ts';
import type { PreloadableLazy } from './lazy-page.ts';
import type { PageProps } from './page-props.ts';
import comingSoon from '../pages/coming-soon/page.ts';
import login from '../pages/login/page.ts';
import home from '../pages/dashboard/page.ts';
import notFound from '../pages/not-found/page.ts';
import exams from '../pages/exams/list/page.ts';
import examsPassed from '../pages/exams/passed/page.ts';
import examResult from '../pages/exams/passed/result/page.ts';
import exam from '../pages/exams/intro/page.ts';
import passage from '../pages/exams/passage/page.ts';
import legal from '../pages/legal/page.ts';
import training from '../pages/training/page.ts';
import news from '../pages/news/list/page.ts';
import newsItem from '../pages/news/item/page.ts';
import past from '../pages/past/page.ts';
import courses from '../pages/courses/list/page.ts';
import course from '../pages/courses/detail/page.ts';
import restore from '../pages/restore/page.ts';
import confirmEmail from '../pages/confirm-email/page.ts';
import unsubscribeEmail from '../pages/unsubscribe/page.ts';
import profile from '../pages/profile/page.ts';
import password from '../pages/profile/password/page.ts';
import achievements from '../pages/achievements/page.ts';
import certificate from '../pages/certificate/page.ts';

// SPEC §2 "Screens and routes": every route's page, one line each (issue 58): its translated name
// (the page title '{page} - {productName}' and the breadcrumbs from the parents), its frame and
// its page, which its folder declares (src/pages/<area>/<screen>/page.ts: the page loaded on
// demand, what the server paints it with, its initial JavaScript). A route whose screen is still
// to come shows the coming-soon page under its name. The router (match-route.ts) and the server's
// renderer (src/ssr/render-page.tsx, and through it the server's preloader) read this table; the
// route's path and the rule for its params are in api/routes.ts.
// Order matters: the first route whose path matches and whose params validate wins.

export interface PageDef {
  id: RouteId | 'notFound';
  path: string;
  name: MessageDescriptor;
  parent?: RouteId;
  /** shell: the logged-in frame of SPEC §1; bare: public pages; auto: by session. */
  layout: 'shell' | 'bare' | 'auto';
  page: PreloadableLazy<ComponentType<PageProps<RouteId>>>;
}

/** A page for the route `Id`: it takes that route's parsed params (or none). */
export type Page<Id extends RouteId> = PreloadableLazy<ComponentType<PageProps<Id>>>;

function definePage<Id extends RouteId>(id: Id, layout: PageDef['layout'], name: MessageDescriptor, parent: RouteId | undefined, page: Page<Id>): PageDef {
  // The table holds pages of different routes; each got the params of its own route above,
  // and findRoute (match-route.ts) hands it exactly those.
  return { id, path: routePaths[id].path, name, parent, layout, page: page as unknown as PageDef['page'] };
}

/** A public page (SPEC §2), in the bare frame. */
const pub = <Id extends RouteId>(id: Id, name: MessageDescriptor, page: Page<Id> = comingSoon) => definePage(id, 'bare', name, undefined, page);
/** A logged-in page (SPEC §2), in the shell, under its parent in the breadcrumbs. */
const own = <Id extends RouteId>(id: Id, name: MessageDescriptor, parent?: RouteId, page: Page<Id> = comingSoon) => definePage(id, 'shell', name, parent, page);

export const pages: readonly PageDef[] = [
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
  definePage('legal', 'auto', msg`Legal information`, undefined, legal),
  // Logged-in routes (SPEC §2).
  own('home', msg`Study in progress`, undefined, home),
  own('training', msg`Course group`, 'home', training),
  own('past', msg`Past trainings`, undefined, past),
  own('courses', msg`All courses`, undefined, courses),
  own('course', msg`Course`, 'courses', course),
  own('exams', msg`Tests`, undefined, exams),
  own('examsPassed', msg`Completed tests`, 'exams', examsPassed),
  own('examResult', msg`Test result`, 'examsPassed', examResult),
  own('passage', msg`Test in progress`, 'exams', passage),
  own('exam', msg`Test`, 'exams', exam),
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
export const notFoundPage: PageDef = { id: 'notFound', path: '*', name: msg`Page not found`, layout: 'auto', page: notFound };

export const pageById = (id: RouteId) => pages.find((page) => page.id === id);

/** The page and its parents, outermost first (breadcrumbs of SPEC §1). */
export function pageChain(page: PageDef): PageDef[] {
  const chain: PageDef[] = [];
  for (let at: PageDef | undefined = page; at; at = at.parent ? pageById(at.parent) : undefined) chain.unshift(at);
  return chain;
}
