import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { CertificateEntry, CertificateOverview } from '../../api/certificates.ts';
import {
  certificateMachine,
  type CertificateContext,
  type CertificateEvent,
  type GivenCertificate,
  type NameField,
  type PendingChange,
} from '../../machines/certificate.machine.ts';
import { connectCertificate, type CertificateApi, type CertificateSnapshot } from '../../machines/certificate.connect.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath } from './harness.ts';

// Model-based paths of machines/certificate.machine.ts (SPEC §2 profile/certificate/{appId}, §4
// "Certificate", §5 "Certificate request", §6 public sharing, §7 the certificate and open calls),
// replayed on a running actor through the connect. After every step the test's own reading of
// the SPEC (the oracle below: its own name rules and alphabets, its own idea of which body each
// toggle sends and of the sharing links; never api/rules.ts or the machine's helpers) says what
// the trainee sees (the form's values and errors, Send on or off, the certificates and toggles
// as shown, the links, the notice or refusal) and which calls were made with which input.

const APP = 7;
const fakes = controllableActors(['loadOverview', 'loadEntries', 'requestCertificates', 'saveVisibility', 'loadPageHash']);
const machine = certificateMachine.provide({ actors: fakes.actors });
const coverage = new Coverage('certificate', machine);

const SETTINGS: Record<string, string> = {
  linkedinShareEnabled: 'true',
  facebookShareEnabled: 'true',
  linkedinCertIdIncrement: '100000',
  linkedinOrganizationName: 'QA Academy',
  portalUrl: 'https://portal.example/',
};
const setting = (key: string) => SETTINGS[key] ?? `{${key}}`;

const ISSUED = new Date(2026, 2, 14, 12).getTime(); // 14 March 2026, local time
const base: CertificateOverview = {
  applicationId: APP,
  certificateId: null,
  certificateStatus: 'AVAILABLE',
  certificateAvailable: true,
  certificateDate: null,
  groupBeginTime: Date.UTC(2026, 0, 10),
  groupEndTime: Date.UTC(2026, 2, 1),
  openCourse: false,
  openScore: false,
  courseName: 'QA Basics',
  certificates: [],
};
const generated: CertificateOverview = {
  ...base,
  certificateStatus: 'GENERATED',
  certificateId: 40,
  certificateDate: ISSUED,
  certificates: [
    { id: 11, hash: 'h11', language: 'UA', hasScore: true, title: 'Основи тестування', publicAvailable: false },
    { id: 12, hash: 'h12', language: 'EN', hasScore: false, title: 'QA Basics', publicAvailable: false },
  ],
};
const generatedPublic: CertificateOverview = {
  ...generated,
  openCourse: true,
  openScore: true,
  certificates: generated.certificates.map((c) => ({ ...c, publicAvailable: c.language === 'UA' })),
};
const notAvailable: CertificateOverview = { ...base, certificateStatus: 'NOT_AVAILABLE', certificateAvailable: false };
/** SPEC §3 "Certificate entry": prefilled by the server where the profile's script fits (Cyrillic here, no Latin name). */
const ENTRIES: CertificateEntry[] = [
  { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
  { language: 'EN', name: '', surname: '', id: null },
];

// The oracle's own SPEC §5 "Certificate request" rules: required after trimming; EN the Latin
// alphabet, UA and RU the Cyrillic alphabets of both languages; the apostrophe (' ’ ʼ), the hyphen and the space.
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const UKRAINIAN = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя';
const RUSSIAN = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const EXTRA = "'’ʼ -";
function ruleOf(language: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const letters = language === 'EN' ? LATIN : UKRAINIAN + RUSSIAN;
  const fits = [...trimmed.toLowerCase()].every((c) => letters.includes(c) || EXTRA.includes(c));
  return fits ? null : language === 'EN' ? 'english' : 'cyrillic';
}

type Entry = { language: 'UA' | 'RU' | 'EN'; name: string; surname: string };
type Phase = 'loading' | 'failed' | 'missing' | 'notAvailable' | 'loadingEntries' | 'editing' | 'sending' | 'idle' | 'saving' | 'readingHash';
interface Expected {
  phase: Phase;
  saved: CertificateOverview | null;
  entries: Entry[];
  touched: Set<string>;
  serverErrors: Record<string, string>;
  pending: PendingChange | null;
  pageHash: string | null;
  notice: 'issued' | 'saved' | null;
  failure: { code: string; serverMessage: string | null } | null;
  sent: Array<{ name: string; input: unknown }>;
}
const fresh = (pageHash: string | null = null): Expected => ({
  phase: 'loading',
  saved: null,
  entries: [],
  touched: new Set(),
  serverErrors: {},
  pending: null,
  pageHash,
  notice: null,
  failure: null,
  sent: [{ name: 'loadOverview', input: { applicationId: APP } }],
});

const rulesOf = (form: Expected) => {
  const errors: Record<string, string> = {};
  form.entries.forEach((entry, index) => {
    for (const field of ['name', 'surname'] as const) {
      const code = ruleOf(entry.language, entry[field]);
      if (code) errors[`${index}.${field}`] = code;
    }
  });
  return errors;
};
const canSendOf = (form: Expected) =>
  form.phase === 'editing' && form.entries.length > 0 && Object.keys(rulesOf(form)).length === 0 && Object.keys(form.serverErrors).length === 0;

/** What the trainee sees: the saved item with the change being saved already applied (the oracle's own merge). */
function shownOf(form: Expected): CertificateOverview | null {
  const { saved, pending } = form;
  if (!saved || !pending) return saved;
  if (pending.kind === 'certificate') {
    return { ...saved, certificates: saved.certificates.map((c) => (c.id === pending.body.id ? { ...c, publicAvailable: pending.body.publicAvailable } : c)) };
  }
  const body = pending.body;
  return {
    ...saved,
    openCourse: body.openCourse,
    openScore: body.openScore,
    certificates: saved.certificates.map((c) => ({ ...c, publicAvailable: body.certificates?.find((x) => x.id === c.id)?.publicAvailable ?? c.publicAvailable })),
  };
}

/** The server's answer to a visibility change (what server/routes/certificates.ts does, in the test's words). */
function serverApplies(saved: CertificateOverview, change: PendingChange): CertificateOverview {
  if (change.kind === 'certificate') {
    return { ...saved, certificates: saved.certificates.map((c) => (c.id === change.body.id ? { ...c, publicAvailable: change.body.publicAvailable } : c)) };
  }
  const { openCourse, openScore } = change.body;
  return {
    ...saved,
    openCourse,
    openScore: openCourse && openScore,
    certificates: saved.certificates.map((c) => ({
      ...c,
      publicAvailable: openCourse ? (change.body.certificates?.find((x) => x.id === c.id)?.publicAvailable ?? c.publicAvailable) : false,
    })),
  };
}

const statusOf = (error: unknown) => (error as ApiError).status;

function expectAfter(form: Expected, event: AnyEventObject) {
  const e = event as CertificateEvent;
  const shown = shownOf(form);
  const startChange = (change: PendingChange) => {
    form.pending = change;
    form.phase = 'saving';
    form.notice = null;
    form.failure = null;
    form.sent.push({ name: 'saveVisibility', input: change });
  };
  switch (event.type) {
    case 'xstate.done.actor.loadOverview': {
      const output = event.output as CertificateOverview | null;
      if (output === null) {
        form.phase = 'missing';
        form.saved = null; // the trainee has no such application (now)
      } else {
        form.saved = output;
        if (output.certificateStatus === 'AVAILABLE') {
          form.phase = 'loadingEntries';
          form.sent.push({ name: 'loadEntries', input: { applicationId: APP } });
        } else form.phase = output.certificateStatus === 'GENERATED' ? 'idle' : 'notAvailable';
      }
      return;
    }
    case 'xstate.error.actor.loadOverview':
    case 'xstate.error.actor.loadEntries':
      form.phase = 'failed';
      return;
    case 'xstate.done.actor.loadEntries':
      form.phase = 'editing';
      form.entries = (event.output as CertificateEntry[]).map(({ language, name, surname }) => ({ language, name, surname }));
      form.touched = new Set();
      form.serverErrors = {};
      return;
    case 'xstate.done.actor.requestCertificates':
      form.phase = 'idle';
      form.saved = event.output as CertificateOverview;
      form.entries = [];
      form.touched = new Set();
      form.serverErrors = {};
      form.notice = 'issued';
      return;
    case 'xstate.error.actor.requestCertificates': {
      const error = (event as unknown as { error: ApiError }).error;
      if (statusOf(error) === 409) {
        // SPEC §5 / issue 13: a second request is refused; the screen says so and shows what is now.
        form.phase = 'loading';
        form.entries = [];
        form.touched = new Set();
        form.serverErrors = {};
        form.failure = { code: 'conflict', serverMessage: error.serverMessage ?? null };
        form.sent.push({ name: 'loadOverview', input: { applicationId: APP } });
      } else if (error.code === 'validation') {
        form.phase = 'editing';
        form.serverErrors = { ...error.fields };
      } else {
        form.phase = 'editing';
        form.failure = error.code === 'connection' ? { code: 'connection', serverMessage: null } : { code: 'message', serverMessage: error.serverMessage ?? null };
      }
      return;
    }
    case 'xstate.done.actor.saveVisibility': {
      const output = event.output as CertificateOverview;
      form.saved = output;
      form.pending = null;
      form.notice = 'saved';
      if (form.pageHash === null && output.openCourse) {
        form.phase = 'readingHash';
        form.sent.push({ name: 'loadPageHash', input: undefined });
      } else form.phase = 'idle';
      return;
    }
    case 'xstate.error.actor.saveVisibility': {
      const error = (event as unknown as { error: ApiError }).error;
      form.phase = 'idle';
      form.pending = null;
      form.failure = error.code === 'connection' ? { code: 'connection', serverMessage: null } : { code: 'message', serverMessage: error.serverMessage ?? null };
      return;
    }
    case 'xstate.done.actor.loadPageHash':
      form.phase = 'idle';
      form.pageHash = event.output as string | null;
      return;
    case 'xstate.error.actor.loadPageHash':
      form.phase = 'idle';
      return;
  }
  if (e.type === 'RETRY' && form.phase === 'failed') {
    form.phase = 'loading';
    form.sent.push({ name: 'loadOverview', input: { applicationId: APP } });
  }
  if (e.type === 'ENTRY.CHANGE' && form.phase === 'editing' && form.entries[e.index]) {
    // SPEC §5: names entered for one entry are copied to the others of the same language.
    const language = form.entries[e.index]!.language;
    form.entries.forEach((entry, index) => {
      if (entry.language === language) {
        entry[e.field] = e.value;
        delete form.serverErrors[`${index}.${e.field}`];
      }
    });
    form.serverErrors = Object.fromEntries(Object.entries(form.serverErrors).filter(([key]) => /^\d+\.(name|surname)$/.test(key)));
    form.failure = null;
  }
  if (e.type === 'ENTRY.BLUR' && form.phase === 'editing') form.touched.add(`${e.index}.${e.field}`);
  if (e.type === 'FORM.SUBMIT' && form.phase === 'editing') {
    if (canSendOf(form)) {
      form.phase = 'sending';
      form.notice = null;
      form.failure = null;
      form.sent.push({
        name: 'requestCertificates',
        input: { applicationId: APP, entries: form.entries.map((x) => ({ language: x.language, name: x.name.trim(), surname: x.surname.trim() })) },
      });
    } else form.entries.forEach((_, index) => ['name', 'surname'].forEach((field) => form.touched.add(`${index}.${field}`)));
  }
  if (form.phase !== 'idle' || !shown) return;
  // SPEC §4 "Certificate": off forces every certificate's publicAvailable and openScore to false.
  if (e.type === 'COURSE.TOGGLE' && shown.openCourse !== e.open) {
    startChange(
      e.open
        ? { kind: 'application', body: { applicationId: APP, openCourse: true, openScore: shown.openScore } }
        : {
            kind: 'application',
            body: { applicationId: APP, openCourse: false, openScore: false, certificates: shown.certificates.map((c) => ({ id: c.id, publicAvailable: false })) },
          },
    );
  }
  // SPEC §4, §6: the score and the certificates only while the course is public.
  if (e.type === 'SCORE.TOGGLE' && shown.openCourse && shown.openScore !== e.open) {
    startChange({ kind: 'application', body: { applicationId: APP, openCourse: true, openScore: e.open } });
  }
  if (e.type === 'CERTIFICATE.TOGGLE' && shown.openCourse) {
    const item = shown.certificates.find((c) => c.id === e.id);
    if (item && item.publicAvailable !== e.open) startChange({ kind: 'certificate', body: { id: e.id, publicAvailable: e.open } });
  }
}

/** SPEC §4 sharing, in the test's words: each link only when its setting is 'true' and the course is public (saved). */
function linksOf(form: Expected) {
  const page = form.pageHash ? `https://portal.example/achievements/${form.pageHash}` : null;
  const shared = page !== null && form.saved?.certificateStatus === 'GENERATED' && form.saved.openCourse;
  return {
    publicPage: page,
    linkedin: shared
      ? {
          startTask: 'CERTIFICATION_NAME',
          name: 'QA Basics',
          organizationName: 'QA Academy',
          issueYear: '2026',
          issueMonth: '3',
          certUrl: page,
          certId: String(100000 + APP),
        }
      : null,
    facebook: shared ? { u: page } : null,
  };
}
const query = (link: string | null, origin: string) => {
  if (link === null) return null;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(origin);
  return Object.fromEntries(url.searchParams);
};

function expectView(form: Expected, view: CertificateApi) {
  const rules = rulesOf(form);
  const shownError = (key: string) => form.serverErrors[key] ?? (form.touched.has(key) ? (rules[key] ?? null) : null);
  const screen = { request: ['editing', 'sending'], generated: ['idle', 'saving', 'readingHash'], notAvailable: ['notAvailable'] };
  const viewOf = (Object.keys(screen) as Array<keyof typeof screen>).find((key) => screen[key].includes(form.phase)) ?? null;
  const shown = shownOf(form);
  expect(view).toMatchObject({
    status: form.phase === 'failed' ? 'failed' : form.phase === 'missing' ? 'missing' : viewOf ? 'ready' : 'loading',
    view: viewOf,
    overview: shown,
    blocks: form.entries.map((entry, index) => ({ ...entry, index, errors: { name: shownError(`${index}.name`), surname: shownError(`${index}.surname`) } })),
    otherErrors: Object.entries(form.serverErrors)
      .filter(([key]) => !form.entries.some((_, index) => key === `${index}.name` || key === `${index}.surname`))
      .map(([, code]) => code),
    canSend: canSendOf(form),
    isSending: form.phase === 'sending',
    isSaving: form.phase === 'saving' || form.phase === 'readingHash',
    // Shown as they can be while a change is saved (a disabled checkbox would drop the keyboard's focus); the toggles wait then (canToggle below).
    canChangeScore: viewOf === 'generated' && shown?.openCourse === true,
    canChangeCertificates: viewOf === 'generated' && shown?.openCourse === true,
    notice: form.notice,
    failure: form.failure,
    pageHash: form.pageHash,
  });
  const links = linksOf(form);
  expect(view.share.publicPage).toBe(links.publicPage);
  expect(query(view.share.linkedin, 'https://www.linkedin.com/profile/add')).toEqual(links.linkedin);
  expect(query(view.share.facebook, 'https://www.facebook.com/sharer/sharer.php')).toEqual(links.facebook);
}

const view = (actor: AnyActorRef) => connectCertificate(actor.getSnapshot() as CertificateSnapshot, (event) => actor.send(event), setting);

/** A state as the paths tell them apart: the state value, the rule codes of the form, what is shown and said. */
function kindOf(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CertificateContext;
  const overview = c.overview && {
    s: c.overview.certificateStatus,
    o: c.overview.openCourse,
    sc: c.overview.openScore,
    p: c.overview.certificates.map((x) => x.publicAvailable),
  };
  return JSON.stringify([snapshot.value, c.entries, [...c.touched].sort(), c.serverErrors, c.failure?.code, c.notice, c.pending, c.pageHash, overview]);
}

const entryChange = (index: number, field: NameField, value: string) => ({ type: 'ENTRY.CHANGE', index, field, value });

// Every start: the item asked for, or given (a page the server painted came with it,
// docs/decisions.md #201: the screen as if loaded, with no call), each kind of item, AVAILABLE
// with its entries or without (then they are asked for).
const STARTS: Array<{ label: string; given?: GivenCertificate }> = [
  { label: 'asked for' },
  { label: 'given: none', given: { overview: null } },
  { label: 'given: AVAILABLE with its entries', given: { overview: base, entries: ENTRIES } },
  { label: 'given: AVAILABLE', given: { overview: base } },
  { label: 'given: GENERATED', given: { overview: generated } },
  { label: 'given: NOT_AVAILABLE', given: { overview: notAvailable } },
];

/** The screen as it opens, for the oracle: loading, or what it was given, as if loaded. */
function opened(given: GivenCertificate | undefined): Expected {
  const form = fresh();
  if (!given) return form;
  form.sent = [];
  const { overview, entries } = given;
  form.saved = overview;
  if (overview === null) form.phase = 'missing';
  else if (overview.certificateStatus === 'GENERATED') form.phase = 'idle';
  else if (overview.certificateStatus === 'NOT_AVAILABLE') form.phase = 'notAvailable';
  else if (entries) {
    form.phase = 'editing';
    form.entries = entries.map(({ language, name, surname }) => ({ language, name, surname }));
  } else {
    form.phase = 'loadingEntries';
    form.sent.push({ name: 'loadEntries', input: { applicationId: APP } });
  }
  return form;
}

describe.each(STARTS)('certificate machine paths, $label', ({ label, given }) => {
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const c = snapshot.context as CertificateContext;
    const values = (index: number, field: NameField, options: string[]) =>
      options.filter((value) => c.entries[index]?.[field] !== value).map((value) => entryChange(index, field, value));
    const answer = c.overview && c.pending ? serverApplies(c.overview, c.pending) : generated;
    return [
      done('loadOverview', base),
      done('loadOverview', generated),
      done('loadOverview', generatedPublic),
      done('loadOverview', notAvailable),
      done('loadOverview', null),
      failed('loadOverview', new ApiError('connection', 0)),
      { type: 'RETRY' },
      done('loadEntries', ENTRIES),
      failed('loadEntries', new ApiError('notFound', 404)),
      // Keep the model finite: the UA name (prefilled) between a Cyrillic name with the apostrophe, a Latin one and empty; the EN entry between a Latin name and a Cyrillic one.
      ...values(0, 'name', ['Мʼята-Ґандзя', 'Olena']),
      ...values(1, 'name', [' Olena ', 'Олена']),
      ...values(1, 'surname', ["O'Neil-Kovalenko"]),
      { type: 'ENTRY.BLUR', index: 0, field: 'name' },
      { type: 'ENTRY.BLUR', index: 1, field: 'name' },
      { type: 'FORM.SUBMIT' },
      done('requestCertificates', { ...generated, certificates: generated.certificates }),
      failed('requestCertificates', new ApiError('message', 409, 'The certificate has already been requested')),
      failed('requestCertificates', new ApiError('validation', 400, undefined, { '1.name': 'english' })),
      failed('requestCertificates', new ApiError('validation', 400, undefined, { applicationId: 'notAvailable' })),
      failed('requestCertificates', new ApiError('message', 400, 'The certificate is not available')),
      failed('requestCertificates', new ApiError('connection', 0)),
      { type: 'COURSE.TOGGLE', open: true },
      { type: 'COURSE.TOGGLE', open: false },
      { type: 'SCORE.TOGGLE', open: true },
      { type: 'SCORE.TOGGLE', open: false },
      { type: 'CERTIFICATE.TOGGLE', id: 12, open: true },
      { type: 'CERTIFICATE.TOGGLE', id: 11, open: false },
      { type: 'CERTIFICATE.TOGGLE', id: 99, open: true },
      done('saveVisibility', answer),
      failed('saveVisibility', new ApiError('message', 400, 'The course is not public')),
      failed('saveVisibility', new ApiError('connection', 0)),
      done('loadPageHash', 'pub-hash'),
      failed('loadPageHash', new ApiError('connection', 0)),
    ];
  };
  let form = opened(given);
  const exec = execWith(fakes);
  const spec = {
    name: `certificate, ${label}`,
    machine,
    input: { applicationId: APP, pageHash: null, given },
    events,
    serialize: kindOf,
    edgeKey: (from: string, event: AnyEventObject, to: string) =>
      JSON.stringify([
        (JSON.parse(from) as unknown[])[0],
        event.type,
        (event as { index?: number }).index,
        (event as { field?: string }).field,
        (event as { value?: string }).value,
        (event as { open?: boolean; id?: number }).open,
        (event as { id?: number }).id,
        (event as { error?: ApiError }).error?.status,
        JSON.stringify((event as { error?: ApiError }).error?.fields),
        (event as { output?: { certificateStatus?: string } | null }).output?.certificateStatus ?? String((event as { output?: unknown }).output),
        (JSON.parse(to) as unknown[])[0],
      ]),
    start: () => {
      fakes.reset();
      form = opened(given);
    },
    exec: async (event: AnyEventObject, actor: AnyActorRef) => {
      const page = view(actor);
      const e = event as CertificateEvent;
      if (e.type === 'ENTRY.CHANGE') return page.onChange(e.index, e.field, e.value);
      if (e.type === 'ENTRY.BLUR') return page.onBlur(e.index, e.field);
      if (e.type === 'FORM.SUBMIT') return page.onSend();
      if (e.type === 'COURSE.TOGGLE') return page.onToggleCourse(e.open);
      if (e.type === 'SCORE.TOGGLE') return page.onToggleScore(e.open);
      if (e.type === 'CERTIFICATE.TOGGLE') return page.onToggleCertificate(e.id, e.open);
      if (e.type === 'RETRY') return page.onRetry();
      return exec(event, actor);
    },
    check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
      if (step.event.type !== 'xstate.init') expectAfter(form, step.event);
      expectView(form, view(step.actor));
      expect(fakes.calls).toEqual(form.sent);
      // A change is saved one at a time: no toggle is taken while one is on its way.
      expect(actual.can({ type: 'COURSE.TOGGLE', open: !shownOf(form)?.openCourse })).toBe(form.phase === 'idle');
    },
  };
  testEveryPath(spec, coverage);
});

describe('certificate machine stories (SPEC §4 "Certificate", §5 "Certificate request")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
  });

  async function openForm(entries: CertificateEntry[]) {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: null } }).start();
    fakes.settle('loadOverview', { output: base });
    await flush();
    fakes.settle('loadEntries', { output: entries });
    await flush();
    return actor;
  }

  it('a name typed in one entry is copied to the other entries of the same language only, and the body has one trimmed entry per block', async () => {
    const actor = await openForm([
      { language: 'UA', name: '', surname: '', id: null },
      { language: 'EN', name: '', surname: '', id: null },
      { language: 'UA', name: '', surname: '', id: null },
      { language: 'RU', name: 'Елена', surname: 'Коваленко', id: null },
    ]);
    view(actor).onChange(0, 'name', 'Ольга');
    view(actor).onChange(2, 'surname', ' Мельник ');
    expect(view(actor).blocks.map((b) => [b.name, b.surname])).toEqual([
      ['Ольга', ' Мельник '],
      ['', ''],
      ['Ольга', ' Мельник '],
      ['Елена', 'Коваленко'],
    ]);
    expect(view(actor).canSend).toBe(false);
    view(actor).onChange(1, 'name', 'Olha');
    view(actor).onChange(1, 'surname', 'Melnyk');
    expect(view(actor).canSend).toBe(true);
    view(actor).onSend();
    view(actor).onSend();
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'requestCertificates')).toEqual([
      {
        name: 'requestCertificates',
        input: {
          applicationId: APP,
          entries: [
            { language: 'UA', name: 'Ольга', surname: 'Мельник' },
            { language: 'EN', name: 'Olha', surname: 'Melnyk' },
            { language: 'UA', name: 'Ольга', surname: 'Мельник' },
            { language: 'RU', name: 'Елена', surname: 'Коваленко' },
          ],
        },
      },
    ]);
  });

  it.each([
    ['EN', 'Anna-Maria', null],
    ['EN', "O'Brien", null],
    ['EN', 'D’Arcy', null],
    ['EN', 'Nataliʼya', null],
    ['EN', '  Olena  ', null],
    ['EN', 'Олена', 'english'],
    ['EN', 'Olеna', 'english'], // the е is Cyrillic: mixed scripts
    ['EN', 'Zoë', 'english'],
    ['EN', '   ', 'required'],
    ['UA', 'Мʼята', null],
    ['UA', 'Пʼєтро', null],
    ['UA', "Сем'ян", null],
    ['UA', 'Ярослав’юк', null],
    ['UA', 'Ґалаїч-Євтушенко', null],
    ['UA', 'Іїєґ', null],
    ['UA', 'Olena', 'cyrillic'],
    ['UA', 'Оленa', 'cyrillic'], // the a is Latin: mixed scripts
    ['UA', 'Олена1', 'cyrillic'],
    ['RU', 'Пётр Ильич', null],
    ['RU', 'Ъ-ыэ', null],
    ['RU', 'Pyotr', 'cyrillic'],
    ['RU', '', 'required'],
  ] as const)('%s name %j: %s', async (language, value, code) => {
    const actor = await openForm([{ language, name: '', surname: language === 'EN' ? 'Smith' : 'Шевченко', id: null }]);
    view(actor).onChange(0, 'name', value);
    view(actor).onBlur(0, 'name');
    expect(view(actor).blocks[0]!.errors.name).toBe(code);
    expect(view(actor).canSend).toBe(code === null);
  });

  it('a name longer than 60 letters is refused (the PDF line), 60 is taken', async () => {
    const actor = await openForm([{ language: 'EN', name: '', surname: 'Smith', id: null }]);
    view(actor).onChange(0, 'name', 'A'.repeat(60));
    expect(view(actor).canSend).toBe(true);
    view(actor).onChange(0, 'name', 'A'.repeat(61));
    view(actor).onBlur(0, 'name');
    expect(view(actor).blocks[0]!.errors.name).toBe('tooLong');
    expect(view(actor).canSend).toBe(false);
  });

  it('Enter on an invalid form shows every error at once and sends nothing', async () => {
    const actor = await openForm(ENTRIES);
    view(actor).onSend();
    expect(view(actor).blocks[1]!.errors).toEqual({ name: 'required', surname: 'required' });
    expect(view(actor).blocks[0]!.errors).toEqual({ name: null, surname: null });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadOverview', 'loadEntries']);
  });

  it('a 409 says the certificate was already requested and shows the screen as the server has it (GENERATED, no form)', async () => {
    const actor = await openForm(ENTRIES);
    view(actor).onChange(1, 'name', 'Olena');
    view(actor).onChange(1, 'surname', 'Kovalenko');
    view(actor).onSend();
    await flush();
    fakes.settle('requestCertificates', { error: new ApiError('message', 409, 'Already requested') });
    await flush();
    expect(view(actor)).toMatchObject({ status: 'loading', failure: { code: 'conflict' } });
    fakes.settle('loadOverview', { output: generated });
    await flush();
    expect(view(actor)).toMatchObject({ status: 'ready', view: 'generated', blocks: [], failure: { code: 'conflict' } });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadOverview', 'loadEntries', 'requestCertificates', 'loadOverview']);
  });

  it('turning the course off sends openScore false and every certificate private, and the score and certificates cannot change until it is on again', async () => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: 'abc' } }).start();
    fakes.settle('loadOverview', { output: generatedPublic });
    await flush();
    expect(view(actor)).toMatchObject({ canChangeScore: true, canChangeCertificates: true });
    view(actor).onToggleCourse(false);
    expect(view(actor)).toMatchObject({ isSaving: true, canChangeScore: false, overview: { openCourse: false, openScore: false } });
    expect(view(actor).overview!.certificates.map((c) => c.publicAvailable)).toEqual([false, false]);
    await flush();
    expect(fakes.calls.at(-1)).toEqual({
      name: 'saveVisibility',
      input: {
        kind: 'application',
        body: {
          applicationId: APP,
          openCourse: false,
          openScore: false,
          certificates: [
            { id: 11, publicAvailable: false },
            { id: 12, publicAvailable: false },
          ],
        },
      },
    });
    fakes.settle('saveVisibility', { output: serverApplies(generatedPublic, fakes.calls.at(-1)!.input as PendingChange) });
    await flush();
    expect(view(actor)).toMatchObject({ canChangeScore: false, canChangeCertificates: false, share: { linkedin: null, facebook: null } });
    view(actor).onToggleScore(true);
    view(actor).onToggleCertificate(11, true);
    expect(fakes.calls.filter((c) => c.name === 'saveVisibility')).toHaveLength(1);
  });

  it('a refused change shows the saved state again with the reason', async () => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: 'abc' } }).start();
    fakes.settle('loadOverview', { output: generatedPublic });
    await flush();
    view(actor).onToggleCertificate(12, true);
    expect(view(actor).overview!.certificates[1]!.publicAvailable).toBe(true);
    await flush();
    fakes.settle('saveVisibility', { error: new ApiError('message', 400, 'No') });
    await flush();
    expect(view(actor).overview!.certificates[1]!.publicAvailable).toBe(false);
    expect(view(actor).failure).toEqual({ code: 'message', serverMessage: 'No' });
  });

  it.each([
    [{ linkedinShareEnabled: 'false' }, false, true],
    [{ facebookShareEnabled: 'false' }, true, false],
    [{ linkedinShareEnabled: 'true', linkedinCertIdIncrement: 'x' }, false, true],
    [{ linkedinShareEnabled: '{linkedinShareEnabled}', facebookShareEnabled: '' }, false, false],
  ])('the sharing links follow their settings (%j): professional network %s, social network %s', async (changed, linkedin, facebook) => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: 'abc' } }).start();
    fakes.settle('loadOverview', { output: generatedPublic });
    await flush();
    const own = (key: string) => (({ ...SETTINGS, ...changed }) as Record<string, string>)[key] ?? `{${key}}`;
    const links = connectCertificate(actor.getSnapshot(), (event) => actor.send(event), own).share;
    expect(links.linkedin !== null).toBe(linkedin);
    expect(links.facebook !== null).toBe(facebook);
  });
});

describe('certificate connect stories (what the paths share one edge for)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
  });

  const started = async (overview: CertificateOverview | null, pageHash: string | null = 'abc') => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash } }).start();
    expect(view(actor)).toMatchObject({ status: 'loading', overview: null, canChangeScore: false, share: { linkedin: null, facebook: null } });
    fakes.settle('loadOverview', { output: overview });
    await flush();
    return actor;
  };

  it.each([
    ['NOT_AVAILABLE', { ...notAvailable, openCourse: true, openScore: true }],
    ['AVAILABLE', { ...base, openCourse: true }],
  ] as const)('%s with the course public: no sharing links and no toggles (SPEC §4: sharing is for issued certificates)', async (_, overview) => {
    const actor = await started(overview);
    expect(view(actor)).toMatchObject({ canChangeScore: false, canChangeCertificates: false, share: { linkedin: null, facebook: null } });
    expect(view(actor).share.publicPage).toBe('https://portal.example/achievements/abc');
  });

  it('an issued certificate without an issue date: the professional-network link has no issue year or month', async () => {
    const actor = await started({ ...generatedPublic, certificateDate: null });
    const query = Object.fromEntries(new URL(view(actor).share.linkedin!).searchParams);
    expect(query).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'QA Basics',
      organizationName: 'QA Academy',
      certUrl: 'https://portal.example/achievements/abc',
      certId: '100007',
    });
  });

  it('a server error on a key the form has no field for is said above the form, never lost', async () => {
    const actor = await started(base);
    fakes.settle('loadEntries', { output: ENTRIES });
    await flush();
    view(actor).onChange(1, 'name', 'Olena');
    view(actor).onChange(1, 'surname', 'Kovalenko');
    view(actor).onSend();
    await flush();
    const fields = { '1.name': 'english', '10.name': 'tooLong', 'x1.surname': 'a', '0.name.first': 'b', '0.surname': 'cyrillic' };
    fakes.settle('requestCertificates', { error: new ApiError('validation', 400, undefined, fields) });
    await flush();
    expect(view(actor).blocks.map((b) => b.errors)).toEqual([
      { name: null, surname: 'cyrillic' },
      { name: 'english', surname: null },
    ]);
    expect(view(actor).otherErrors.sort()).toEqual(['a', 'b', 'tooLong']);
  });
});

describe('certificate machine stories after a mutation run (refused events the generated paths never send)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
  });

  const generatedScreen = async (overview: CertificateOverview, pageHash: string | null = 'abc') => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash } }).start();
    fakes.settle('loadOverview', { output: overview });
    await flush();
    return actor;
  };
  const saves = () => fakes.calls.filter((c) => c.name === 'saveVisibility').map((c) => c.input);

  it('a toggle to the value it already has, or of a certificate the item does not have, sends nothing', async () => {
    const actor = await generatedScreen(generatedPublic);
    view(actor).onToggleCourse(true);
    view(actor).onToggleScore(true);
    view(actor).onToggleCertificate(11, true);
    view(actor).onToggleCertificate(99, true);
    await flush();
    expect(saves()).toEqual([]);
    expect(view(actor).isSaving).toBe(false);
  });

  it('the score toggle sends the course as it is with the new openScore; a certificate toggle changes that certificate only', async () => {
    const actor = await generatedScreen(generatedPublic);
    view(actor).onToggleScore(false);
    await flush();
    expect(saves()).toEqual([{ kind: 'application', body: { applicationId: APP, openCourse: true, openScore: false } }]);
    fakes.settle('saveVisibility', { output: { ...generatedPublic, openScore: false } });
    await flush();
    view(actor).onToggleCertificate(12, true);
    expect(view(actor).overview!.certificates.map((c) => c.publicAvailable)).toEqual([true, true]);
    view(actor).onToggleCertificate(11, false);
    expect(view(actor).overview!.certificates.map((c) => c.publicAvailable)).toEqual([true, true]);
    await flush();
    expect(saves()).toHaveLength(2);
  });

  it('the pageHash is read only when there is none and the answer makes the course public', async () => {
    const known = await generatedScreen(generated, 'abc');
    view(known).onToggleCourse(true);
    await flush();
    fakes.settle('saveVisibility', { output: { ...generated, openCourse: true } });
    await flush();
    expect(fakes.calls.map((c) => c.name)).not.toContain('loadPageHash');
    known.stop();
    fakes.reset();
    const none = await generatedScreen(generatedPublic, null);
    view(none).onToggleCourse(false);
    await flush();
    fakes.settle('saveVisibility', { output: generated });
    await flush();
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadOverview', 'saveVisibility']);
    expect(view(none).isSaving).toBe(false);
  });

  it('typing in a field takes the server errors of that field and its copies away, keeps the others of the form, drops those on no field', async () => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: null } }).start();
    fakes.settle('loadOverview', { output: base });
    await flush();
    fakes.settle('loadEntries', {
      output: [
        { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
        { language: 'EN', name: 'Olena', surname: 'Kovalenko', id: null },
        { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
      ],
    });
    await flush();
    view(actor).onSend();
    await flush();
    const fields = { '0.name': 'cyrillic', '2.name': 'cyrillic', '1.name': 'english', '0.surname': 'cyrillic', applicationId: 'notAvailable' };
    fakes.settle('requestCertificates', { error: new ApiError('validation', 400, undefined, fields) });
    await flush();
    expect(view(actor).otherErrors).toEqual(['notAvailable']);
    view(actor).onChange(0, 'name', 'Ольга');
    expect(view(actor).blocks.map((b) => b.errors)).toEqual([
      { name: null, surname: 'cyrillic' },
      { name: 'english', surname: null },
      { name: null, surname: null },
    ]);
    expect(view(actor).otherErrors).toEqual([]);
  });

  it('a change for an entry the form does not have is ignored; a form without entries cannot be sent', async () => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: null } }).start();
    fakes.settle('loadOverview', { output: base });
    await flush();
    fakes.settle('loadEntries', { output: ENTRIES });
    await flush();
    view(actor).onChange(2, 'name', 'Olena');
    view(actor).onChange(-1, 'name', 'Olena');
    expect(view(actor).blocks).toHaveLength(2);
    expect(view(actor).blocks.map((b) => b.name)).toEqual(['Олена', '']);
    actor.stop();
    fakes.reset();
    const empty = createActor(machine, { input: { applicationId: APP, pageHash: null } }).start();
    fakes.settle('loadOverview', { output: base });
    await flush();
    fakes.settle('loadEntries', { output: [] });
    await flush();
    expect(view(empty).canSend).toBe(false);
    view(empty).onSend();
    await flush();
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadOverview', 'loadEntries']);
  });

  it('sending again after a refusal takes the refusal away while it is sent', async () => {
    const actor = createActor(machine, { input: { applicationId: APP, pageHash: null } }).start();
    fakes.settle('loadOverview', { output: base });
    await flush();
    fakes.settle('loadEntries', { output: [{ language: 'EN', name: 'Olena', surname: 'Kovalenko', id: null }] });
    await flush();
    view(actor).onSend();
    await flush();
    fakes.settle('requestCertificates', { error: new ApiError('connection', 0) });
    await flush();
    expect(view(actor).failure).toEqual({ code: 'connection', serverMessage: null });
    view(actor).onSend();
    expect(view(actor)).toMatchObject({ isSending: true, failure: null });
  });
});

describe('certificate machine coverage', () => {
  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
