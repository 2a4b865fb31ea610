// The contract is the one description of the HTTP interface (api/contract.ts, docs/api.md
// "The contract"): every declared call has a handler and every /api route is declared; the
// calls of SPEC §7 are listed with which are served and which are still to come; every
// declaration is well formed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../api/calls.ts';
import type { Call } from '../../api/contract.ts';
import { servedCalls } from '../../server/app.ts';
import { honoPath } from '../../server/http/contract.ts';
import { makeTestApp, type TestApp } from './harness.ts';

/** SPEC §7, call by call, in the contract's path syntax. */
const SPEC_7 = [
  'GET /api/common',
  'GET /api/common/language',
  'POST /api/common/language/{id}',
  'POST /api/common/login',
  'GET /api/common/logout',
  'GET /api/common/confirmEmail/{hash}',
  'GET /api/common/unsubscribeEmail/{hash}',
  'GET /api/common/picture/{id}',
  'GET /api/common/captcha.jpg',
  'GET /api/common/achievements/{hash}',
  'GET /api/common/preview/{hash}',
  'GET /api/common/facebook/post/{hash}',
  'POST /api/common/restore/step1',
  'POST /api/common/restore/step2',
  'POST /api/common/restore/step2resend',
  'POST /api/common/restore/update',
  'GET /api/finish/{hash}',
  'GET /api/finish/picture/{hash}',
  'GET /api/main',
  'GET /api/main/alerts',
  'POST /api/main/alerts',
  'GET /api/profile',
  'POST /api/profile',
  'GET /api/profile/userpic.jpg',
  'POST /api/profile/password',
  'GET /api/news',
  'POST /api/news/viewed',
  'GET /api/courses',
  'GET /api/courses/{courseId}',
  'GET /api/trainings/current',
  'GET /api/trainings/{applicationId}',
  'GET /api/trainings/promocode',
  'GET /api/trainings/past',
  'GET /api/trainings/allcertificates',
  'GET /api/trainings/certificate/available/{applicationId}',
  'POST /api/trainings/certificate/{applicationId}',
  'GET /api/trainings/public_certificate_{applicationId}_{certificateId}.pdf',
  'POST /api/open/certificate',
  'POST /api/open/application',
  'GET /api/checkout/{hash}',
  'GET /api/checkout/{hash}/session',
  'GET /api/exams/available',
  'GET /api/exams/active',
  'GET /api/exams/passed',
  'GET /api/exams/result/{resultId}',
  'GET /api/exams/{scheduleId}',
  'GET /api/exams/check/{id}',
  'GET /api/exams/passage/start/{scheduleId}',
  'GET /api/exams/passage/{resultId}',
  'GET /api/exams/passage/question/{resultQuestionId}',
  'POST /api/exams/passage/answer/{resultQuestionId}',
  'POST /api/exams/passage/essay',
  'GET /api/exams/passage/takeBreak/{resultId}',
  'GET /api/exams/passage/finishBreak/{resultId}',
  'GET /api/exams/passage/finish/{resultId}',
  'GET /api/exams/passage/update/{resultId}',
  'GET /api/exams/preview/exam/{id}',
  'GET /api/exams/preview/start/{id}',
  'GET /api/exams/preview/{resultId}',
  'GET /api/exams/preview/question/{id}',
  'POST /api/exams/preview/answer/{id}',
  'POST /api/exams/preview/essay',
  'GET /api/exams/preview/takeBreak/{resultId}',
  'GET /api/exams/preview/finishBreak/{resultId}',
  'GET /api/exams/preview/finish/{resultId}',
  'GET /api/exams/preview/update/{resultId}',
  'GET /api/training/documents/sections/{catalogueId}',
  'GET /api/training/documents/preview/{fileId}/{fileName}',
  'GET /api/training/documents/download/{fileId}',
  'GET /api/training/download/answer/material/{resultQuestionId}',
  'GET /api/training/download/question/material/{materialId}',
  'GET /api/training/download/material/{materialId}',
  'GET /api/training/download/sample/{language}',
  'GET /api/inquirers',
  'GET /api/inquirers/{id}',
  'GET /api/inquirers/questions/{questionId}',
  'POST /api/inquirers/vote/{inquirerId}',
  'POST /api/inquirers/finish/{inquirerId}',
];

const key = (c: Pick<Call, 'method' | 'path'>) => `${c.method} ${c.path}`;
const declared = Object.values(calls) as Call[];

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ demo: false });
});
afterAll(() => t?.close());

describe('the contract and the server', () => {
  it('serves every declared call, and nothing under /api that is not declared', () => {
    expect([...servedCalls(t.app)].sort()).toEqual(Object.keys(calls).sort());
    const declaredRoutes = new Set(declared.map((c) => `${c.method} ${honoPath(c.path)}`));
    const handlers = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'));
    const undeclared = [...new Set(handlers.map((r) => `${r.method} ${r.path}`))].filter((r) => !declaredRoutes.has(r));
    expect(undeclared).toEqual([]);
  });

  it('lists SPEC §7 with what is served and what is still to come', () => {
    const served = new Set(declared.map(key));
    const rows = SPEC_7.map((call) => `${served.has(call) ? 'served  ' : 'to come '} ${call}`);
    console.log(`SPEC §7: ${SPEC_7.filter((c) => served.has(c)).length} of ${SPEC_7.length} calls served\n${rows.join('\n')}`);
    // A declared call is either one of SPEC §7's or says where it is specified instead.
    for (const call of declared) {
      if (!SPEC_7.includes(key(call))) expect(call.spec, call.id).toMatch(/^not in SPEC/);
      else expect(call.spec, call.id).toMatch(/^SPEC §/);
    }
  });

  it('declares each call well: a unique method and path, path params matching the params schema, errors that fit the access', () => {
    expect(new Set(declared.map(key)).size).toBe(declared.length);
    for (const call of declared) {
      const named = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const entries = (call.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
      expect(Object.keys(entries).sort(), call.id).toEqual(named.sort());
      if (call.access === 'trainee') expect(call.errors, call.id).toContain(403);
      if (call.params || call.body || call.query || call.multipart) expect(call.errors, call.id).toContain(400);
      expect(call.summary.length, call.id).toBeGreaterThan(5);
    }
  });
});
