import * as v from 'valibot';
import { GivenAnswer } from '../../../../api/exams.ts';
import { wired } from '../../../app/machines.ts';

// Answers whose save the server has not acknowledged yet (docs/decisions.md 7), kept in
// localStorage per passage so that they survive a reload and are sent again when the
// passage opens. Storage is untrusted input: what does not parse is ignored. Each kind of
// passage keeps its own (`prefix`: an exam's result ids and a preview's are not the same).
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
  clear(resultId: number): void;
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function createKeptAnswers(storage: Storage | null = defaultStorage(), prefix = 'exams'): KeptAnswers {
  const keyOf = (resultId: number) => `${prefix}.kept.${resultId}`;
  const memory = new Map<string, string>(); // without storage, kept for this page only
  const read = (resultId: number): Record<string, GivenAnswer[]> => {
    try {
      const raw = storage ? storage.getItem(keyOf(resultId)) : (memory.get(keyOf(resultId)) ?? null);
      const parsed = v.safeParse(Stored, raw ? JSON.parse(raw) : {});
      return parsed.success ? parsed.output : {};
    } catch {
      return {};
    }
  };
  const write = (resultId: number, value: Record<string, GivenAnswer[]>) => {
    const key = keyOf(resultId);
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
    },
  };
}

/** The app's store of kept answers for a kind of passage (its id as the storage prefix). */
export const keptAnswers = wired('keptAnswers', (_, kind: string) => createKeptAnswers(defaultStorage(), kind));
