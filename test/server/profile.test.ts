// SPEC §3 "Customer/profile", §7 GET /api/profile and GET /api/profile/userpic.jpg.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorBody } from '../../api/common.ts';
import { Profile } from '../../api/profile.ts';
import { demoSuite, T1, T2, type TestApp } from './harness.ts';

let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));

describe('GET /api/profile', () => {
  it('gives the logged-in trainee their own profile', async () => {
    const p1 = v.parse(Profile, await (await t.call('GET', '/api/profile', { cookie: c1 })).json());
    const p2 = v.parse(Profile, await (await t.call('GET', '/api/profile', { cookie: c2 })).json());
    expect([p1.name, p1.email, p1.photo]).toEqual(['Олена', T1.email, '/api/profile/userpic.jpg?v=1']);
    expect([p2.name, p2.email, p2.photo, p2.mobilePhone]).toEqual(['Андрій', T2.email, null, '']);
    expect(p2.pageHash).not.toEqual(p1.pageHash);
  });
});

describe('GET /api/profile/userpic.jpg', () => {
  it('serves the 300x300 JPEG with private caching for the versioned URL', async () => {
    const res = await t.call('GET', '/api/profile/userpic.jpg?v=1', { cookie: c1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
  });

  it('revalidates an unversioned or stale URL', async () => {
    for (const path of ['/api/profile/userpic.jpg', '/api/profile/userpic.jpg?v=0']) {
      const res = await t.call('GET', path, { cookie: c1 });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('is 404 for a trainee without a photo', async () => {
    const res = await t.call('GET', '/api/profile/userpic.jpg?v=1', { cookie: c2 });
    expect(res.status).toBe(404);
    expect(v.parse(ErrorBody, await res.json()).errorMessage).toBeTruthy();
  });
});
