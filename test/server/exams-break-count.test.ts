// SPEC §3/§4 breakCount through the API: takeBreak refuses exactly when the rule the browser
// shows the break button by (api/breaks-left.ts, docs/decisions.md #38) says no break is
// left, for the passage the browser holds. A negative count is no limit, like 0 or null.
import { describe, expect, it } from 'vitest';
import { breaksLeft, hasBreakLeft } from '../../api/breaks-left.ts';
import { addSchedule, type ExamApi, examSuite, type ExamWorld, MINUTE, refused } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

const EXHAUSTED = { status: 400, body: { errorMessage: 'Ви використали всі перерви' } };

describe('breakCount', () => {
  it('negative: as many breaks as wanted, and the passage the browser gets says unlimited', async () => {
    const made = await addSchedule(w, { passTime: 30, breakCount: -1, breakTime: 5 });
    const p = await api.start(made.scheduleId);
    expect(p).toMatchObject({ breakCount: -1, breakTime: 5, breaksTaken: 0 });
    expect(breaksLeft(p)).toBe('unlimited');
    for (let i = 1; i <= 3; i++) {
      expect(await api.takeBreak(p.resultId)).toMatchObject({ status: 'BREAK_TAKEN', breaksTaken: i });
      w.clock.advance(MINUTE);
      const back = await api.finishBreak(p.resultId);
      expect(breaksLeft(back)).toBe('unlimited');
    }
  });

  it.each([null, 0, -1, 1, 2])('%s: the server takes a break exactly when the browser offers one', async (breakCount) => {
    const made = await addSchedule(w, { passTime: 30, breakCount, breakTime: 5 });
    let p = await api.start(made.scheduleId);
    for (let i = 0; i < 3; i++) {
      const offered = hasBreakLeft(breaksLeft(p));
      expect(offered).toBe(breakCount == null || breakCount <= 0 || i < breakCount);
      if (!offered) {
        expect(await refused(api.get(`/api/exams/passage/takeBreak/${p.resultId}`))).toEqual(EXHAUSTED);
        continue;
      }
      expect((await api.takeBreak(p.resultId)).status).toBe('BREAK_TAKEN');
      p = await api.finishBreak(p.resultId);
    }
  });
});
