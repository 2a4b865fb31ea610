// Issue 14 "Operating it": SIGTERM during saves loses none. The real app behind a real
// node:http server (what server/serve.ts runs); every answer save of a passage is on the
// wire when the process starts stopping (server/http/graceful-stop.ts `drain`, as its SIGTERM
// handler calls it): each still gets its answer, and each acknowledged answer is stored.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { drain } from '../../server/http/graceful-stop.ts';
import { addSchedule, examApi, makeExamWorld, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld | undefined;
afterAll(() => w?.close());

function post(port: number, path: string, cookie: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          Cookie: cookie,
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          'X-Forwarded-For': '10.1.2.3',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('stopping while answers are being saved', () => {
  it('answers every save already received and stores each acknowledged answer', async () => {
    w = await makeExamWorld();
    const api = examApi(w, w.c1);
    const made = await addSchedule(w, { questions: Array.from({ length: 8 }, () => SINGLE), passTime: 60 });
    const passage = await api.start(made.scheduleId);
    const picks = await Promise.all(
      passage.questions.map(async ({ resultQuestionId }) => ({ resultQuestionId, answerId: (await api.question(resultQuestionId)).answers[0]!.answerId })),
    );

    const server = createAdaptorServer({ fetch: w.app.fetch }) as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let received = 0;
    const allReceived = new Promise<void>((resolve) => server.on('request', () => ++received === picks.length && resolve()));

    const saves = picks.map((p) => post(port, `/api/exams/passage/answer/${p.resultQuestionId}`, w!.c1, { answers: [{ answerId: p.answerId, selected: true }] }));
    await allReceived;
    const drained = drain(server, { graceMs: 60_000, log: () => {} });

    expect(await Promise.all(saves)).toEqual(picks.map(() => 200));
    expect(await drained).toBe(true);
    for (const p of picks) {
      const question = await api.question(p.resultQuestionId);
      expect(question.answers.find((a) => a.answerId === p.answerId)?.selected, `question ${p.resultQuestionId}`).toBe(true);
    }
  }, 60_000);
});
