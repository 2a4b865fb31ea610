// Every call of the contract (api/contract.ts), by id: what the server registers, the
// OpenAPI document describes and the contract tests walk. The browser imports the calls of
// an area from that area's file, so a page carries only its own.
import { profileEditCalls, publicAccountCalls } from './account.ts';
import { achievementsCalls, certificateCalls } from './certificates.ts';
import { examCalls } from './exams.ts';
import { legalCalls } from './legal.ts';
import { mainCalls } from './main.ts';
import { metaCalls } from './meta.ts';
import { newsCalls } from './news.ts';
import { profileCalls } from './profile.ts';
import { sessionCalls } from './session-calls.ts';
import { trainingCalls } from './trainings.ts';

export const calls = {
  ...sessionCalls,
  ...mainCalls,
  ...profileCalls,
  ...profileEditCalls,
  ...newsCalls,
  ...examCalls,
  ...legalCalls,
  ...metaCalls,
  ...trainingCalls,
  ...publicAccountCalls,
  ...certificateCalls,
  ...achievementsCalls,
};
export type CallId = keyof typeof calls;
