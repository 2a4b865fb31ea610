import * as v from 'valibot';
import { GivenAnswer } from '../../../../api/exams.ts';
import { wired } from '../../../app/machines.ts';

// Answers whose save the server has not acknowledged yet (docs/decisions.md 7), kept in
// localStorage per passage so that they survive a reload and are sent again when the
// passage opens. Storage is untrusted input: what does not parse is ignored. Each kind of
// passage keeps its own (`prefix`: an exam's result ids and a preview's are not the same).
// Beside them, the drafts: answers selected, changed, typed, ordered or paired but not saved
// yet (issue 10 item 1), kept per question so that a reload or a language switch shows them
// again; dropped when saved or discarded, and with the kept saves when the passage ends.
const Stored = v.record(v.string(), v.array(GivenAnswer));

export interface KeptAnswer {
  resultQuestionId: number;
  answers: GivenAnswer[];
}

export interface KeptAnswers {
  keep(resultId: number, resultQuestionId: number, answers: GivenAnswer[]): void;
  get(resultId: number, resultQuestionId: number): GivenAnswer[] | null;
  drop(resultId: number, resultQuestionId: number): void;
  all(resultId: number): KeptAnswer[];
  /** Removes the kept saves and the drafts of a passage (it ended). */
  clear(resultId: number): void;
  keepDraft(resultId: number, resultQuestionId: number, answers: GivenAnswer[]): void;
  draft(resultId: number, resultQuestionId: number): GivenAnswer[] | null;
  dropDraft(resultId: number, resultQuestionId: number): void;
  allDrafts(resultId: number): KeptAnswer[];
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function createKeptAnswers(storage: Storage | null = defaultStorage(), prefix = 'exams'): KeptAnswers {
  const keyOf = (resultId: number, kind: 'kept' | 'drafts' = 'kept') => `${prefix}.${kind}.${resultId}`;
  const memory = new Map<string, string>(); // without storage, kept for this page only
  const read = (resultId: number, kind: 'kept' | 'drafts' = 'kept'): Record<string, GivenAnswer[]> => {
    try {
      const raw = storage ? storage.getItem(keyOf(resultId, kind)) : (memory.get(keyOf(resultId, kind)) ?? null);
      const parsed = v.safeParse(Stored, raw ? JSON.parse(raw) : {});
      return parsed.success ? parsed.output : {};
    } catch {
      return {};
    }
  };
  const write = (resultId: number, value: Record<string, GivenAnswer[]>, kind: 'kept' | 'drafts' = 'kept') => {
    const key = keyOf(resultId, kind);
    const empty = Object.keys(value).length === 0;
    try {
      if (!storage && empty) memory.delete(key);
      else if (!storage) memory.set(key, JSON.stringify(value));
      else if (empty) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      memory.set(key, JSON.stringify(value)); // quota exceeded: keep it in memory at least
    }
  };
  return {
    keep(resultId, resultQuestionId, answers) {
      write(resultId, { ...read(resultId), [resultQuestionId]: answers });
    },
    get(resultId, resultQuestionId) {
      return read(resultId)[resultQuestionId] ?? null;
    },
    drop(resultId, resultQuestionId) {
      const { [resultQuestionId]: _, ...rest } = read(resultId);
      write(resultId, rest);
    },
    all(resultId) {
      return Object.entries(read(resultId)).map(([id, answers]) => ({ resultQuestionId: Number(id), answers }));
    },
    clear(resultId) {
      write(resultId, {});
      write(resultId, {}, 'drafts');
    },
    keepDraft(resultId, resultQuestionId, answers) {
      write(resultId, { ...read(resultId, 'drafts'), [resultQuestionId]: answers }, 'drafts');
    },
    draft(resultId, resultQuestionId) {
      return read(resultId, 'drafts')[resultQuestionId] ?? null;
    },
    dropDraft(resultId, resultQuestionId) {
      const { [resultQuestionId]: _, ...rest } = read(resultId, 'drafts');
      write(resultId, rest, 'drafts');
    },
    allDrafts(resultId) {
      return Object.entries(read(resultId, 'drafts')).map(([id, answers]) => ({ resultQuestionId: Number(id), answers }));
    },
  };
}

/** The app's store of kept answers for a kind of passage (its id as the storage prefix). */
export const keptAnswers = wired('keptAnswers', (_, kind: string) => createKeptAnswers(defaultStorage(), kind));
