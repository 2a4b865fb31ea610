// POST /api/profile (SPEC §3 Customer/profile "Only email, mobilePhone and photo are editable";
// §5 Forms "Profile"; §7 "photoFile as data URL or the word remove; response the updated
// profile"; §9 "Profile photo 300x300 px"; docs/api.md "Account"), through the contract.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../api/common.ts';
import { Profile } from '../../api/profile.ts';
import { customers } from '../../server/db/schema.ts';
import { demoSuite, T1, T2, type TestApp } from './harness.ts';
import { colourAt, dataUrl, jpegWithMetadata, makeBmp, near, QUADRANTS, quadrant, quadrantsImage, type BmpKind, type Rgb } from './profile-images.ts';

let t: TestApp;
let c1: string;
let c2: string;
/** The e-mail-login app over the same database (SPEC §1 setting emailLoginUsageEnabled). */
let mail: ReturnType<TestApp['appWith']>;
let m1: string;

demoSuite((demo) => ({ t, c1, c2 } = demo));
beforeAll(async () => {
  mail = t.appWith({ settings: { emailLoginUsageEnabled: 'true' } });
  m1 = await mail.login(T1.email, T1.password);
});

type Row = typeof customers.$inferSelect;
const row = async (phone: string): Promise<Row> => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0]!;

/** Both demo trainees as stored, to show that a request changed nothing (or only its own row). */
let before: { one: Row; two: Row };
beforeEach(async () => {
  // Each test starts from the demo values of the editable fields.
  await t.db.update(customers).set({ email: T1.email, mobilePhone: '+380931112233' }).where(eq(customers.phone, T1.phone));
  await t.db.update(customers).set({ email: T2.email, mobilePhone: '' }).where(eq(customers.phone, T2.phone));
  before = { one: await row(T1.phone), two: await row(T2.phone) };
});

async function save(body: unknown, cookie = c1, app: { call: TestApp['call'] } = t) {
  const res = await app.call('POST', '/api/profile', { cookie, body });
  const json = (await res.json()) as unknown;
  return { status: res.status, json };
}

async function saved(body: Record<string, unknown>, cookie = c1, app: { call: TestApp['call'] } = t) {
  const { status, json } = await save(body, cookie, app);
  expect(status, JSON.stringify(json)).toBe(200);
  return v.parse(Profile, json);
}

async function refused(body: unknown, cookie = c1, app: { call: TestApp['call'] } = t) {
  const { status, json } = await save(body, cookie, app);
  expect(status, JSON.stringify(json)).toBe(400);
  return v.parse(ErrorBody, json).errors;
}

const same = { email: T1.email, mobilePhone: '+380931112233' };

async function expectUnchanged() {
  expect(await row(T1.phone)).toEqual(before.one);
  expect(await row(T2.phone)).toEqual(before.two);
}

describe('POST /api/profile: e-mail and additional phone (phone login)', () => {
  it('saves both, answers the updated profile, and only this trainee changes', async () => {
    const profile = await saved({ email: ' New.Mail@Example.com ', mobilePhone: '+48123456789' });
    expect([profile.email, profile.mobilePhone, profile.login, profile.name]).toEqual(['new.mail@example.com', '+48123456789', T1.phone, 'Олена']);
    const again = v.parse(Profile, await (await t.call('GET', '/api/profile', { cookie: c1 })).json());
    expect(again).toEqual(profile);
    expect(await row(T2.phone)).toEqual(before.two);
  });

  it('ignores the read-only fields sent with them (SPEC §3)', async () => {
    const profile = await saved({ ...same, name: 'Hacker', surname: 'X', login: '+380000000000', pageHash: 'x', photo: 'x' });
    expect([profile.name, profile.login, profile.pageHash]).toEqual([before.one.name, T1.phone, before.one.pageHash]);
  });

  it.each([
    ['+38 (067) 111-22-33', '+380671112233'],
    ['067.111.22.33', '+380671112233'],
    ['380671112233', '+380671112233'],
    ['+38+380671112233', '+380671112233'],
    ['+48 123 456 789', '+48123456789'],
    ['+3805012345678', '+380501234567'], // cut to 13 like the login field (SPEC §5 "max length 13")
  ])('normalises the additional phone like the login page (api/phone.ts): %j', async (typed, stored) => {
    expect((await saved({ ...same, mobilePhone: typed })).mobilePhone).toBe(stored);
    expect((await row(T1.phone)).mobilePhone).toBe(stored);
  });

  it('allows an empty additional phone (it is optional): the phone is cleared', async () => {
    expect((await saved({ ...same, mobilePhone: '' })).mobilePhone).toBe('');
    expect((await saved({ ...same, mobilePhone: '   ' })).mobilePhone).toBe('');
  });

  it.each(['+1234567', '+4912345678901', 'abc', '+380 50 123 45', '+48 12 345'])('refuses an additional phone that is not phoneLocal: %j', async (phone) => {
    expect(await refused({ ...same, mobilePhone: phone })).toEqual({ mobilePhone: 'phoneLocal' });
    await expectUnchanged();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-email', 'email'],
    ['a@b', 'email'],
    ['a b@c.d', 'email'],
  ])('refuses the e-mail %j with %s (SPEC §5 required, email)', async (email, code) => {
    expect(await refused({ ...same, email })).toEqual({ email: code });
    await expectUnchanged();
  });

  it("refuses another trainee's e-mail, in any case, and changes nothing", async () => {
    expect(await refused({ ...same, email: T2.email.toUpperCase() })).toEqual({ email: 'emailTaken' });
    await expectUnchanged();
  });

  it('keeps its own e-mail typed in another case', async () => {
    expect((await saved({ ...same, email: T1.email.toUpperCase() })).email).toBe(T1.email);
  });

  it('reports every failing field at once and saves none of them', async () => {
    const png = await quadrantsImage('png');
    expect(await refused({ email: 'x', mobilePhone: '+1', photoFile: 'data:image/png;base64,AAAA' })).toEqual({
      email: 'email',
      mobilePhone: 'phoneLocal',
      photoFile: 'photoType',
    });
    // A valid e-mail and photo with one bad field: nothing is saved.
    expect(await refused({ email: 'fresh@example.com', mobilePhone: '+1', photoFile: dataUrl(png, 'image/png') })).toEqual({ mobilePhone: 'phoneLocal' });
    await expectUnchanged();
  });

  it("the second trainee's save never touches the first's data", async () => {
    await saved({ email: 'andrii@example.com', mobilePhone: '+380501112233', photoFile: dataUrl(await quadrantsImage('png'), 'image/png') }, c2);
    expect(await row(T1.phone)).toEqual(before.one);
    const two = await row(T2.phone);
    expect([two.email, two.mobilePhone, two.photoVersion]).toEqual(['andrii@example.com', '+380501112233', before.two.photoVersion + 1]);
  });
});

describe('POST /api/profile in e-mail login mode', () => {
  const sameMail = { email: T1.email, mobilePhone: '+380931112233' };

  it('the e-mail is the login and read-only: a changed one is a field error (SPEC §5)', async () => {
    expect(await refused({ ...sameMail, email: 'other@example.com' }, m1, mail)).toEqual({ email: 'readOnly' });
    expect(await refused({ ...sameMail, email: '' }, m1, mail)).toEqual({ email: 'readOnly' });
    await expectUnchanged();
  });

  it('the unchanged e-mail (any case, spaces) saves the rest', async () => {
    const profile = await saved({ email: ` ${T1.email.toUpperCase()} `, mobilePhone: '+1 (234) 567-89' }, m1, mail);
    expect([profile.email, profile.login, profile.mobilePhone]).toEqual([T1.email, T1.email, '+123456789']);
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+380501234567', '+380501234567'],
    ['', ''],
  ])('the additional phone is phoneGlobal: %j', async (typed, stored) => {
    expect((await saved({ ...sameMail, mobilePhone: typed }, m1, mail)).mobilePhone).toBe(stored);
  });

  it.each(['0501234567', 'abc', '+', '+12a'])('refuses an additional phone that is not phoneGlobal: %j', async (phone) => {
    expect(await refused({ ...sameMail, mobilePhone: phone }, m1, mail)).toEqual({ mobilePhone: 'phoneGlobal' });
    await expectUnchanged();
  });
});

describe('POST /api/profile: the photo', () => {
  async function storedPhoto(cookie = c1): Promise<Uint8Array> {
    const profile = v.parse(Profile, await (await t.call('GET', '/api/profile', { cookie })).json());
    expect(profile.photo).toBeTruthy();
    const res = await t.call('GET', profile.photo!, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    return new Uint8Array(await res.arrayBuffer());
  }

  /** The stored photo is a 300x300 JPEG showing the four quadrants in place. */
  async function expectQuadrants(jpeg: Uint8Array) {
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
    const at: [number, number, Rgb][] = [
      [60, 60, QUADRANTS.topLeft],
      [240, 60, QUADRANTS.topRight],
      [60, 240, QUADRANTS.bottomLeft],
      [240, 240, QUADRANTS.bottomRight],
    ];
    for (const [x, y, want] of at) expect(near(await colourAt(jpeg, x, y), want), `(${x},${y}) ${String(await colourAt(jpeg, x, y))}`).toBe(true);
  }

  const palette: Rgb[] = [QUADRANTS.topLeft, QUADRANTS.topRight, QUADRANTS.bottomLeft, QUADRANTS.bottomRight];
  const bmps: [string, BmpKind, boolean][] = [
    ['24-bit bottom-up', { bpp: 24 }, false],
    ['24-bit top-down', { bpp: 24 }, true],
    ['8-bit palette', { bpp: 8, palette }, false],
    ['4-bit palette', { bpp: 4, palette }, false],
    ['32-bit V4 bitfields with alpha, top-down', { bpp: 32, header: 108 }, true],
    ['32-bit V5 bitfields', { bpp: 32, header: 124 }, false],
    ['16-bit 5-6-5 bitfields', { bpp: 16 }, false],
  ];

  it.each(bmps)('accepts a BMP (%s), stored as a 300x300 JPEG with a new version', async (_name, kind, topDown) => {
    const bmp = makeBmp(37, 29, kind, (x, y) => quadrant(x, y, 37, 29), topDown);
    const versionBefore = (await row(T1.phone)).photoVersion;
    const profile = await saved({ ...same, photoFile: dataUrl(bmp, 'image/bmp') });
    expect(profile.photo).toBe(`/api/profile/userpic.jpg?v=${versionBefore + 1}`);
    await expectQuadrants(await storedPhoto());
  });

  it('accepts a 1-bit BMP', async () => {
    const black: Rgb = [0, 0, 0];
    const white: Rgb = [255, 255, 255];
    const bmp = makeBmp(30, 30, { bpp: 1, palette: [black, white] }, (x) => (x < 15 ? black : white));
    await saved({ ...same, photoFile: dataUrl(bmp) });
    const jpeg = await storedPhoto();
    expect(near(await colourAt(jpeg, 50, 150), black)).toBe(true);
    expect(near(await colourAt(jpeg, 250, 150), white)).toBe(true);
  });

  it.each(['jpeg', 'png', 'gif'] as const)('accepts a %s picture', async (format) => {
    await saved({ ...same, photoFile: dataUrl(await quadrantsImage(format), `image/${format}`) });
    await expectQuadrants(await storedPhoto());
  });

  it('reads the type from the bytes, not from the data URL: a PNG declared as JPEG or BMP is a PNG', async () => {
    const png = await quadrantsImage('png');
    for (const declared of ['image/jpeg', 'image/bmp', 'application/octet-stream', 'text/plain']) {
      await saved({ ...same, photoFile: dataUrl(png, declared) });
      await expectQuadrants(await storedPhoto());
    }
  });

  it('scales a picture that is not square to cover 300x300', async () => {
    await saved({ ...same, photoFile: dataUrl(await quadrantsImage('png', 400, 200), 'image/png') });
    const meta = await sharp(await storedPhoto()).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('removes the EXIF (camera, GPS) and every other metadata of the upload', async () => {
    const upload = await jpegWithMetadata();
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.exif?.toString('latin1')).toContain('Secret Artist'); // the test file really carries it
    await saved({ ...same, photoFile: dataUrl(upload, 'image/jpeg') });
    const jpeg = await storedPhoto();
    const meta = await sharp(jpeg).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    const text = Buffer.from(jpeg).toString('latin1');
    for (const secret of ['Secret', 'Exif', 'GPS', 'http://ns.adobe.com/xap']) expect(text).not.toContain(secret);
  });

  const notImages: [string, () => Promise<string> | string][] = [
    ['text declared as a JPEG', () => dataUrl(new TextEncoder().encode('this is not a picture at all'), 'image/jpeg')],
    ['a JPEG header followed by rubbish', () => dataUrl(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('rubbish rubbish')]), 'image/jpeg')],
    ['a PNG cut in half', async () => dataUrl((await quadrantsImage('png')).subarray(0, 60), 'image/png')],
    ['a WebP', async () => dataUrl(await quadrantsImage('webp'), 'image/webp')],
    ['a TIFF declared as a JPEG', async () => dataUrl(await quadrantsImage('tiff'), 'image/jpeg')],
    ['an SVG', () => dataUrl(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml')],
    ['a BMP header without pixels', () => dataUrl(makeBmp(40, 40, { bpp: 24 }, () => [1, 2, 3]).subarray(0, 80))],
    [
      'a BMP claiming a huge canvas',
      () => {
        const bmp = makeBmp(4, 4, { bpp: 24 }, () => [1, 2, 3]);
        new DataView(bmp.buffer).setInt32(18, 100_000, true);
        new DataView(bmp.buffer).setInt32(22, 100_000, true);
        return dataUrl(bmp);
      },
    ],
    [
      'a BMP with RLE8 compression',
      () => {
        const bmp = makeBmp(4, 4, { bpp: 8, palette: [[0, 0, 0]] }, () => [0, 0, 0]);
        new DataView(bmp.buffer).setUint32(30, 1, true);
        return dataUrl(bmp);
      },
    ],
    ['not a data URL', () => 'https://example.com/photo.jpg'],
    ['a data URL that is not base64', () => 'data:image/png,hello'],
    ['broken base64', () => 'data:image/png;base64,%%%%'],
    ['an empty data URL', () => 'data:image/png;base64,'],
    ['the word remove in capitals', () => 'REMOVE'],
  ];

  it.each(notImages)('refuses %s with a field error and keeps the photo', async (_name, make) => {
    expect(await refused({ ...same, photoFile: await make() })).toEqual({ photoFile: 'photoType' });
    await expectUnchanged();
  });

  it('keeps the photo when photoFile is absent or null', async () => {
    const versionBefore = before.one.photoVersion;
    expect((await saved({ ...same })).photo).toBe(`/api/profile/userpic.jpg?v=${versionBefore}`);
    expect((await saved({ ...same, photoFile: null })).photo).toBe(`/api/profile/userpic.jpg?v=${versionBefore}`);
    expect(Buffer.from((await row(T1.phone)).photo!)).toEqual(Buffer.from(before.one.photo!));
  });

  it("'remove' removes it: the profile has no photo and the userpic is 404; a new photo gets a newer version", async () => {
    const removed = await saved({ ...same, photoFile: 'remove' });
    expect(removed.photo).toBeNull();
    expect((await t.call('GET', '/api/profile/userpic.jpg', { cookie: c1 })).status).toBe(404);
    const again = await saved({ ...same, photoFile: dataUrl(await quadrantsImage('gif'), 'image/gif') });
    expect(again.photo).toBe(`/api/profile/userpic.jpg?v=${before.one.photoVersion + 2}`);
    expect(await row(T2.phone)).toEqual(before.two);
  });
});

describe('POST /api/profile: bad requests are 400 or 403, never 500', () => {
  it('is 403 without a login', async () => {
    expect((await t.call('POST', '/api/profile', { body: same })).status).toBe(403);
  });

  it.each([
    ['no body', undefined],
    ['an array', [same]],
    ['numbers', { email: 1, mobilePhone: 2 }],
    ['nulls', { email: null, mobilePhone: null }],
    ['missing phone', { email: T1.email }],
    ['a photo that is a number', { ...same, photoFile: 5 }],
    ['a photo that is an object', { ...same, photoFile: { data: 'x' } }],
    ['a too long e-mail', { ...same, email: `${'a'.repeat(300)}@example.com` }],
    ['a too long phone', { ...same, mobilePhone: '+1'.padEnd(40, '1') }],
  ])('%s', async (_name, body) => {
    const { status, json } = await save(body);
    expect(status).toBe(400);
    expect(Object.keys(v.parse(ErrorBody, json).errors ?? {})).not.toHaveLength(0);
    await expectUnchanged();
  });

  it('malformed JSON is 400', async () => {
    const res = await t.call('POST', '/api/profile', { cookie: c1, raw: '{"email":' });
    expect(res.status).toBe(400);
  });

  it('a body over the limit is 413', async () => {
    const res = await t.call('POST', '/api/profile', { cookie: c1, body: { ...same, photoFile: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` } });
    expect(res.status).toBe(413);
    await expectUnchanged();
  });
});
