// Pictures, materials and sound samples (docs/exams.md "Pictures, materials and sound
// samples"): GET /api/common/picture/{id}, /api/training/download/question/material/{id},
// /api/training/download/material/{id}, /api/training/download/sample/{language}. Who gets
// what (owner 200, other trainee 404, anonymous 403), headers, and bad ids never 500.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { examMaterials, examPictures, examQuestions, examSchedules, exams } from '../../server/db/schema.ts';
import { addSchedule, examApi, makeExamWorld, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
let scheduleId: number;
let questionIds: number[];

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const text = (bytes: Uint8Array, from = 0, to = bytes.length) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

async function materialsOf(where: SQL) {
  return w.db
    .select({ id: examMaterials.id, link: examMaterials.link, fileName: examMaterials.fileName })
    .from(examMaterials)
    .where(where)
    .orderBy(examMaterials.sortOrder);
}

beforeAll(async () => {
  w = await makeExamWorld();
  const [row] = await w.db
    .select({ id: examSchedules.id, examId: exams.id })
    .from(examSchedules)
    .innerJoin(exams, eq(exams.id, examSchedules.examId))
    .where(sql`${exams.name}->>'en' = 'Demo: every question type'`);
  scheduleId = row!.id;
  questionIds = (await w.db.select({ id: examQuestions.id }).from(examQuestions).where(eq(examQuestions.examId, row!.examId)).orderBy(examQuestions.sortOrder)).map(
    (q) => q.id,
  );
});
afterAll(() => w.close());

describe('pictures', () => {
  it('are 404 to the trainee until a passage holds the question, then served privately; 404 to another trainee, 403 anonymous', async () => {
    const first = questionIds[0]!;
    const [picture] = await w.db.select({ id: examPictures.publicId, alt: examPictures.alt }).from(examPictures).where(eq(examPictures.questionId, first));
    const url = `/api/common/picture/${picture!.id}`;
    expect((await w.call('GET', url, { cookie: w.c1 })).status).toBe(404);

    const api = examApi(w, w.c1);
    const passage = await api.start(scheduleId);
    const question = await api.question(passage.questions[0]!.resultQuestionId);
    expect(question.pictures).toEqual([{ id: picture!.id, url, alt: picture!.alt!.ua }]); // alt: issue 10, the seed's description

    const res = await w.call('GET', url, { cookie: w.c1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(res.headers.get('vary')).toBe('Cookie');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = await bytesOf(res);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const other = await w.call('GET', url, { cookie: w.c2 });
    expect(other.status).toBe(404);
    const refusal: unknown = await other.json();
    expect(v.is(v.strictObject({ errorMessage: v.string() }), refusal), JSON.stringify(refusal)).toBe(true);
    const anonymous = await w.call('GET', url);
    expect(anonymous.status).toBe(403);
  });

  it('serve answer pictures: images by type, AUDIO ones as audio/wav with byte ranges', async () => {
    const api = examApi(w, w.c1);
    const [running] = (await (await api.get('/api/exams/active')).json()) as { resultId: number }[];
    const passage = await api.passage(running!.resultId);
    const screens = await api.question(passage.questions[1]!.resultQuestionId);
    const types = [];
    for (const answer of screens.answers) {
      const res = await w.call('GET', answer.pictures[0]!.url, { cookie: w.c1 });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(answer.pictures[0]!.contentType);
      types.push(answer.pictures[0]!.contentType);
    }
    expect(types.sort()).toEqual(['image/jpeg', 'image/png', 'image/png']);

    const recordings = await api.question(passage.questions[2]!.resultQuestionId);
    const sound = recordings.answers[0]!.pictures[0]!;
    expect(sound.contentType).toBe('AUDIO');
    const res = await w.call('GET', sound.url, { cookie: w.c1 });
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const whole = await bytesOf(res);
    expect(text(whole, 0, 4)).toBe('RIFF');
    expect(text(whole, 8, 12)).toBe('WAVE');
    const part = await w.call('GET', sound.url, { cookie: w.c1, headers: { Range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${whole.length}`);
    expect(await bytesOf(part)).toEqual(whole.subarray(0, 12));
    const beyond = await w.call('GET', sound.url, { cookie: w.c1, headers: { Range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
  });
});

describe('question materials', () => {
  it('download the PDF as an attachment and the audio inline; a link-only material, another trainee and anonymous do not', async () => {
    const [link, pdf, audio] = await materialsOf(eq(examMaterials.questionId, questionIds[0]!));
    const url = (id: number) => `/api/training/download/question/material/${id}`;

    const res = await w.call('GET', url(pdf!.id), { cookie: w.c1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bug-life-cycle.pdf"; filename*=UTF-8''bug-life-cycle.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const bytes = await bytesOf(res);
    expect(text(bytes, 0, 5)).toBe('%PDF-');
    expect(text(bytes).trimEnd().endsWith('%%EOF')).toBe(true);

    const sound = await w.call('GET', url(audio!.id), { cookie: w.c1 });
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/wav');
    expect(sound.headers.get('content-disposition')).toMatch(/^inline; filename="bug-statuses.wav"/);

    expect(link!.link).toMatch(/^https:/);
    expect((await w.call('GET', url(link!.id), { cookie: w.c1 })).status).toBe(404);
    expect((await w.call('GET', url(pdf!.id), { cookie: w.c2 })).status).toBe(404);
    expect((await w.call('GET', url(pdf!.id))).status).toBe(403);
    // A question material is not a schedule material.
    expect((await w.call('GET', `/api/training/download/material/${pdf!.id}`, { cookie: w.c1 })).status).toBe(404);
  });
});

describe('schedule materials', () => {
  it('download to trainees the schedule is assigned to (before any passage); others 404; anonymous 403', async () => {
    const [memo, link] = await materialsOf(eq(examMaterials.scheduleId, scheduleId));
    const url = (id: number) => `/api/training/download/material/${id}`;
    const res = await w.call('GET', url(memo!.id), { cookie: w.c1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="exam-memo.pdf"/);
    expect(text(await bytesOf(res), 0, 5)).toBe('%PDF-');
    expect((await w.call('GET', url(link!.id), { cookie: w.c1 })).status).toBe(404);
    expect((await w.call('GET', url(memo!.id), { cookie: w.c2 })).status).toBe(404);
    expect((await w.call('GET', url(memo!.id))).status).toBe(403);
    expect((await w.call('GET', `/api/training/download/question/material/${memo!.id}`, { cookie: w.c1 })).status).toBe(404);
  });

  it('give a stored file name without path, quotes or line breaks, and non-ASCII names both ways', async () => {
    const data = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const made = await addSchedule(w, {
      questions: [SINGLE],
      materials: [
        { name: { ua: 'a', ru: 'a', en: 'a' }, fileName: '../../etc/"evil"\r\nname.pdf', contentType: 'application/pdf', data },
        { name: { ua: 'b', ru: 'b', en: 'b' }, fileName: 'Пам’ятка.pdf', contentType: 'application/pdf', data },
      ],
    });
    const [evil, cyrillic] = await materialsOf(eq(examMaterials.scheduleId, made.scheduleId));
    const one = await w.call('GET', `/api/training/download/material/${evil!.id}`, { cookie: w.c1 });
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="evilname.pdf"; filename*=UTF-8''evilname.pdf`);
    const two = await w.call('GET', `/api/training/download/material/${cyrillic!.id}`, { cookie: w.c1 });
    expect(two.headers.get('content-disposition')).toBe(`attachment; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent('Пам’ятка.pdf')}`);
  });
});

describe('sound samples', () => {
  it('serve a short spoken WAV per language, to anyone, cacheable', async () => {
    const seen = new Set<string>();
    for (const language of ['ua', 'ru', 'en']) {
      const res = await w.call('GET', `/api/training/download/sample/${language}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
      const bytes = await bytesOf(res);
      expect(text(bytes, 0, 4) + text(bytes, 8, 12)).toBe('RIFFWAVE');
      expect(bytes.length).toBeGreaterThan(4000);
      expect(bytes.length).toBeLessThan(50_000);
      seen.add(text(bytes));
    }
    expect(seen.size).toBe(3);
    for (const language of ['de', 'RU', 'uk', '..%2F..%2Fpackage.json']) {
      expect((await w.call('GET', `/api/training/download/sample/${language}`)).status).toBe(404);
    }
  });
});

describe('bad ids', () => {
  it('are 400 when not a number and 404 when unknown, never 500', async () => {
    for (const path of ['/api/common/picture', '/api/training/download/question/material', '/api/training/download/material']) {
      // Pictures go by their random public id (up to 2^48, 15 digits); the others by database id.
      const tooLong = path.endsWith('picture') ? '9999999999999999' : '99999999999';
      for (const [id, status] of [
        ['abc', 400],
        ['1e3', 400],
        ['-1', 400],
        [tooLong, 400],
        // 0 is no database id (issue 59 item 8: a positive int4), but a picture's public id may be 0.
        ['0', path.endsWith('picture') ? 404 : 400],
        ['999999999', 404],
      ] as const) {
        const res = await w.call('GET', `${path}/${id}`, { cookie: w.c1 });
        expect(`${path}/${id} ${res.status}`).toBe(`${path}/${id} ${status}`);
      }
    }
  });
});
