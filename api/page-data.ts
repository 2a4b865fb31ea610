import * as v from 'valibot';
import type { CallId } from './calls.ts';
import { Common, Languages } from './common.ts';
import { Main } from './main.ts';

/**
 * The answers of GET /api/common and GET /api/common/language for the page's first request,
 * and for a logged-in trainee GET /api/main, written by the server into index.html
 * (docs/decisions.md #27, #154): /login makes no call before the visitor acts, and a
 * logged-in page draws the shell without waiting for a call. `preloaded`: the answers of the
 * GET calls the requested page starts with, by the call's path (the dashboard's cards and
 * exam alerts; docs/decisions.md #165), each checked by its call's schema where it is used
 * (src/app/preloaded.ts).
 */
export const Bootstrap = v.object({
  common: Common,
  languages: Languages,
  main: v.optional(Main),
  preloaded: v.optional(v.record(v.string(), v.unknown())),
  /** The name the page gives itself from those answers (an exam's, docs/decisions.md #170): its heading and title from the first paint. */
  pageName: v.optional(v.string()),
  /** The page shows a running passage (in progress or on a break): the shell around it is quiet from the first paint (issue 10 item 3). */
  passageOpen: v.optional(v.boolean()),
  /**
   * The page is not there: its address is at no route, or what a public page names (a trainee's
   * achievements hash, a legal page's slug) is not found. The server answers it with 404, and
   * the page says so from the first paint (docs/decisions.md #200).
   */
  notFound: v.optional(v.literal(true)),
});
/** The id of the `<script type="application/json">` element holding it. */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';
/** The cookie in which the browser tells its time zone (src/app/time-zone.ts), for the dates of a page the server renders. */
export const TIME_ZONE_COOKIE = 'portal_tz';
export type Bootstrap = v.InferOutput<typeof Bootstrap>;
/** What the server's page preloads add to it (server/routes/page-preloads.ts). */
export type PageStart = Pick<Bootstrap, 'preloaded' | 'pageName' | 'passageOpen' | 'notFound'>;
/**
 * The GET calls whose answers a page's first request may carry (a page's `firstPaint`,
 * src/app/first-paint.ts): those the server knows how to answer without the call's request
 * (server/routes/page-preloads.ts, one domain function each, the call's route's own).
 */
export type FirstPaintCallId = Extract<
  CallId,
  | 'trainings.current'
  | 'trainings.past'
  | 'trainings.get'
  | 'courses.list'
  | 'courses.get'
  | 'main.alerts'
  | 'news.list'
  | 'exams.available'
  | 'exams.active'
  | 'exams.intro'
  | 'exams.passage.get'
  | 'exams.passage.question'
  | 'exams.passed'
  | 'exams.result'
  | 'profile.get'
  | 'certificates.all'
  | 'certificates.available'
  | 'legal.page'
  | 'common.achievements'
>;
/**
 * The id of the `<script type="application/json">` element of a page the server rendered:
 * `{ entry, preload }`, its scripts, loaded once it is painted (src/ssr/after-paint.ts).
 */
export const AFTER_PAINT_ID = 'after-paint';

/**
 * The id of the empty `<template>` the server puts right after a rendered page's #root: until
 * the browser has parsed it, the page is not shown (src/ui/global.css.ts), so a slow phone
 * never paints it half parsed, its parts moving as the rest comes in.
 */
export const PAGE_END_ID = 'page-end';
