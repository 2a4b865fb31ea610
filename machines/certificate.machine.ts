import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { CertificateRequestEntry, type CertificateEntry, type CertificateOverview, type OpenApplication, type OpenCertificate } from '../api/certificates.ts';
import { fieldErrors } from '../api/rules.ts';
import { failureOf } from './failure.ts';

// SPEC §2 profile/certificate/{appId}, §3 "Certificate entry", "Certificate item", §4
// "Certificate", §5 "Certificate request", §6 public sharing, §7 allcertificates,
// certificate/available, POST certificate/{applicationId}, open/application, open/certificate.
// - loading: the application's item from GET /api/trainings/allcertificates (none: not found);
//   AVAILABLE also loads the entries of certificate/available (prefilled by the server from the
//   profile where the script fits) and shows the request form. A page the server painted came
//   with them (input `given`, docs/decisions.md #201): each is taken once, instead of its load;
// - the form: one block per entry, surname and name required, EN Latin, UA/RU Cyrillic (SPEC §5,
//   api/certificates.ts CertificateRequestEntry); a name typed in one entry is copied to the
//   other entries of the same language; rule errors show once a field was left or a send was
//   tried; Send only while valid; the server's field errors (`<index>.name`) on their fields
//   until they change; a 409 (already requested, e.g. from another tab) says so and loads the
//   screen again; success is GENERATED with the response's certificates, the form gone;
// - GENERATED: the visibility toggles, saved one at a time (the toggle shows the new value while
//   it is saved and the saved one after; a refusal puts the saved one back and says why):
//   openCourse off sends openScore false and every certificate's publicAvailable false (SPEC §4);
//   openScore and publicAvailable only while the course is public. The public page needs the
//   trainee's pageHash: when a course becomes public and the screen has none, it is read again.
// What the view reads and sends: machines/certificate.connect.ts.

export type NameField = 'name' | 'surname';
/** One block of the request form: an entry of certificate/available as typed. */
export type FormEntry = Pick<CertificateEntry, 'language' | 'name' | 'surname'>;

/** A visibility change being saved: shown at once, put back if refused. */
export type PendingChange = { kind: 'application'; body: OpenApplication } | { kind: 'certificate'; body: OpenCertificate };

export interface CertificateContext {
  applicationId: number;
  /** The application's certificate item as the server has it (the last load or answer). */
  overview: CertificateOverview | null;
  entries: FormEntry[];
  /** `<index>.<field>` keys left once, or all of them after a send was tried. */
  touched: string[];
  /** The server's field errors (SPEC §8), each until its field changes. */
  serverErrors: Record<string, string>;
  pending: PendingChange | null;
  /** The trainee's public page id (customer.pageHash), null until they have one. */
  pageHash: string | null;
  /** What the page came with and is not yet taken (input `given`): the item, and the entries with it. */
  given: 'overview' | 'overviewAndEntries' | null;
  notice: 'issued' | 'saved' | null;
  /** A refusal: the server's message, a conflict (already requested), or no connection. */
  failure: { code: 'message' | 'conflict' | 'connection'; serverMessage: string | null } | null;
}

export type CertificateEvent =
  | { type: 'ENTRY.CHANGE'; index: number; field: NameField; value: string }
  | { type: 'ENTRY.BLUR'; index: number; field: NameField }
  | { type: 'FORM.SUBMIT' }
  | { type: 'COURSE.TOGGLE'; open: boolean }
  | { type: 'SCORE.TOGGLE'; open: boolean }
  | { type: 'CERTIFICATE.TOGGLE'; id: number; open: boolean }
  | { type: 'RETRY' };

/**
 * The screen as a page the server painted came with it (src/app/preloaded.ts): the application's
 * item (null: the trainee has none) and, while AVAILABLE, its entries.
 */
export interface GivenCertificate {
  overview: CertificateOverview | null;
  entries?: readonly CertificateEntry[];
}

export interface CertificateInput {
  applicationId: number;
  pageHash: string | null;
  given?: GivenCertificate;
}

const keyOf = (index: number, field: NameField) => `${index}.${field}`;
const formEntries = (entries: readonly CertificateEntry[]): FormEntry[] => entries.map(({ language, name, surname }) => ({ language, name, surname }));
const FIELDS: readonly NameField[] = ['surname', 'name'];

/** The body of POST /api/trainings/certificate/{applicationId}: every entry, trimmed. */
export const requestBodyOf = (entries: readonly FormEntry[]): FormEntry[] =>
  entries.map((entry) => ({ language: entry.language, name: entry.name.trim(), surname: entry.surname.trim() }));

/** `<index>.<field>` -> rule code for the entries as they would be sent (SPEC §5 "Certificate request"). */
export function entryErrors(entries: readonly FormEntry[]): Record<string, string> {
  const result = v.safeParse(v.array(CertificateRequestEntry), requestBodyOf(entries));
  return result.success ? {} : fieldErrors(result.issues);
}

export const canSend = (context: Pick<CertificateContext, 'entries' | 'serverErrors'>): boolean =>
  context.entries.length > 0 && Object.keys(entryErrors(context.entries)).length === 0 && Object.keys(context.serverErrors).length === 0;

/** The item as the trainee sees it: the saved one with the change being saved applied. */
export function shownOverview(context: Pick<CertificateContext, 'overview' | 'pending'>): CertificateOverview | null {
  const { overview, pending } = context;
  if (!overview || !pending) return overview;
  if (pending.kind === 'certificate') {
    const { id, publicAvailable } = pending.body;
    return { ...overview, certificates: overview.certificates.map((item) => (item.id === id ? { ...item, publicAvailable } : item)) };
  }
  const { openCourse, openScore, certificates } = pending.body;
  const published = new Map((certificates ?? []).map((item) => [item.id, item.publicAvailable]));
  return {
    ...overview,
    openCourse,
    openScore,
    certificates: overview.certificates.map((item) => ({ ...item, publicAvailable: published.get(item.id) ?? item.publicAvailable })),
  };
}

/** SPEC §4: the course off hides the score and every certificate; on keeps what they were. */
function applicationBody(overview: CertificateOverview, change: { openCourse: boolean; openScore: boolean }): OpenApplication {
  if (change.openCourse) return { applicationId: overview.applicationId, openCourse: true, openScore: change.openScore };
  return {
    applicationId: overview.applicationId,
    openCourse: false,
    openScore: false,
    certificates: overview.certificates.map((item) => ({ id: item.id, publicAvailable: false })),
  };
}

const isStatus = (error: unknown, status: number) => (error as { status?: unknown } | null)?.status === status;

export const certificateMachine = setup({
  types: {
    context: {} as CertificateContext,
    events: {} as CertificateEvent,
    input: {} as CertificateInput,
  },
  actors: {
    // Provided by the app (src/pages/certificate/certificate-wiring.ts): the application's item
    // of GET /api/trainings/allcertificates, null when the trainee has no such application.
    loadOverview: fromPromise<CertificateOverview | null, { applicationId: number }>(() => Promise.reject(new Error('no loadOverview provided'))),
    // GET /api/trainings/certificate/available/{applicationId}.
    loadEntries: fromPromise<CertificateEntry[], { applicationId: number }>(() => Promise.reject(new Error('no loadEntries provided'))),
    // POST /api/trainings/certificate/{applicationId}; answers the GENERATED item.
    requestCertificates: fromPromise<CertificateOverview, { applicationId: number; entries: FormEntry[] }>(() =>
      Promise.reject(new Error('no requestCertificates provided')),
    ),
    // POST /api/open/application or /api/open/certificate; answers the item as saved.
    saveVisibility: fromPromise<CertificateOverview, PendingChange>(() => Promise.reject(new Error('no saveVisibility provided'))),
    // The trainee's pageHash as the server has it now (GET /api/profile), null when none.
    loadPageHash: fromPromise<string | null>(() => Promise.reject(new Error('no loadPageHash provided'))),
  },
  actions: {
    keepOverview: assign((_, params: { overview: CertificateOverview | null }) => ({ overview: params.overview, pending: null })),
    showEntries: assign((_, params: { entries: readonly CertificateEntry[] }) => ({ entries: formEntries(params.entries), touched: [], serverErrors: {} })),
    // The item was given: the entries, if given with it, are still to be taken.
    takeOverview: assign(({ context }) => ({ given: context.given === 'overviewAndEntries' ? ('overviewAndEntries' as const) : null })),
    takeEntries: assign({ given: null }),
    changeEntry: assign(({ context, event }) => {
      assertEvent(event, 'ENTRY.CHANGE');
      const language = context.entries[event.index]?.language;
      // SPEC §5: a name typed in one entry is copied to the other entries of the same language.
      const changed = context.entries.map((entry, index) => (index === event.index || entry.language === language ? { ...entry, [event.field]: event.value } : entry));
      const copiedTo = new Set(changed.flatMap((entry, index) => (entry.language === language ? [keyOf(index, event.field)] : [])));
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([key]) => !copiedTo.has(key) && /^\d+\.(name|surname)$/.test(key)));
      return { entries: changed, serverErrors, failure: null };
    }),
    touchEntry: assign(({ context, event }) => {
      assertEvent(event, 'ENTRY.BLUR');
      const key = keyOf(event.index, event.field);
      return { touched: context.touched.includes(key) ? context.touched : [...context.touched, key] };
    }),
    touchAll: assign(({ context }) => ({ touched: context.entries.flatMap((_, index) => FIELDS.map((field) => keyOf(index, field))) })),
    clearFeedback: assign({ notice: null, failure: null }),
    showIssued: assign((_, params: { overview: CertificateOverview }) => ({
      overview: params.overview,
      entries: [],
      touched: [],
      serverErrors: {},
      notice: 'issued' as const,
    })),
    showServerErrors: assign((_, params: { error: unknown }) => ({ serverErrors: failureOf(params.error).fields })),
    // The form goes: the screen is loaded again as the server has it now.
    showConflict: assign((_, params: { error: unknown }) => ({
      entries: [],
      touched: [],
      serverErrors: {},
      failure: { code: 'conflict' as const, serverMessage: failureOf(params.error).serverMessage },
    })),
    showFailure: assign((_, params: { error: unknown }) => {
      const { code, serverMessage } = failureOf(params.error);
      return { failure: code === 'connection' ? { code: 'connection' as const, serverMessage: null } : { code: 'message' as const, serverMessage } };
    }),
    startChange: assign(({ context, event }) => {
      const overview = shownOverview(context)!;
      const pending: PendingChange =
        event.type === 'CERTIFICATE.TOGGLE'
          ? { kind: 'certificate', body: { id: event.id, publicAvailable: event.open } }
          : event.type === 'COURSE.TOGGLE'
            ? { kind: 'application', body: applicationBody(overview, { openCourse: event.open, openScore: event.open && overview.openScore }) }
            : { kind: 'application', body: applicationBody(overview, { openCourse: overview.openCourse, openScore: event.type === 'SCORE.TOGGLE' && event.open }) };
      return { pending, notice: null, failure: null };
    }),
    showSaved: assign((_, params: { overview: CertificateOverview }) => ({ overview: params.overview, pending: null, notice: 'saved' as const })),
    dropPending: assign({ pending: null }),
    keepPageHash: assign((_, params: { pageHash: string | null }) => ({ pageHash: params.pageHash })),
  },
  guards: {
    overviewGiven: ({ context }) => context.given !== null,
    entriesGiven: ({ context }) => context.given === 'overviewAndEntries',
    isMissing: ({ context }) => context.overview === null,
    isAvailable: ({ context }) => context.overview?.certificateStatus === 'AVAILABLE',
    isGenerated: ({ context }) => context.overview?.certificateStatus === 'GENERATED',
    canSend: ({ context }) => canSend(context),
    isConflict: (_, params: { error: unknown }) => isStatus(params.error, 409),
    isFieldError: (_, params: { error: unknown }) => failureOf(params.error).code === 'validation',
    // SPEC §4, §6: the score and the certificates are public only while the course is.
    canToggleCourse: ({ context, event }) => event.type === 'COURSE.TOGGLE' && shownOverview(context)?.openCourse !== event.open,
    canToggleScore: ({ context, event }) => {
      const overview = shownOverview(context);
      return event.type === 'SCORE.TOGGLE' && overview !== null && overview.openCourse && overview.openScore !== event.open;
    },
    canToggleCertificate: ({ context, event }) => {
      const overview = shownOverview(context);
      const item = event.type === 'CERTIFICATE.TOGGLE' ? overview?.certificates.find((c) => c.id === event.id) : undefined;
      return event.type === 'CERTIFICATE.TOGGLE' && overview !== null && overview.openCourse && item !== undefined && item.publicAvailable !== event.open;
    },
    isEntry: ({ context, event }) => event.type === 'ENTRY.CHANGE' && event.index >= 0 && event.index < context.entries.length,
    // The first public course gives the trainee a public page (server): its hash is read then.
    needsPageHash: ({ context }, params: { overview: CertificateOverview }) => context.pageHash === null && params.overview.openCourse,
  },
}).createMachine({
  id: 'certificate',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    overview: input.given?.overview ?? null,
    entries: formEntries(input.given?.entries ?? []),
    touched: [],
    serverErrors: {},
    pending: null,
    pageHash: input.pageHash,
    given: input.given ? (input.given.entries ? 'overviewAndEntries' : 'overview') : null,
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      always: { guard: 'overviewGiven', target: 'loaded', actions: 'takeOverview' },
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: { target: 'loaded', actions: { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    // The item is here (loaded or given): the screen it calls for.
    loaded: {
      always: [
        { guard: 'isMissing', target: 'missing' },
        { guard: 'isAvailable', target: 'loadingEntries' },
        { guard: 'isGenerated', target: 'generated' },
        { target: 'notAvailable' },
      ],
    },
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    missing: {},
    notAvailable: {},
    loadingEntries: {
      always: { guard: 'entriesGiven', target: 'request', actions: 'takeEntries' },
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: { target: 'request', actions: { type: 'showEntries', params: ({ event }) => ({ entries: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'ENTRY.CHANGE': { guard: 'isEntry', actions: 'changeEntry' },
            'ENTRY.BLUR': { actions: 'touchEntry' },
            'FORM.SUBMIT': [{ guard: 'canSend', target: 'sending' }, { actions: 'touchAll' }],
          },
        },
        sending: {
          entry: 'clearFeedback',
          invoke: {
            id: 'requestCertificates',
            src: 'requestCertificates',
            input: ({ context }) => ({ applicationId: context.applicationId, entries: requestBodyOf(context.entries) }),
            onDone: { target: '#certificate.generated', actions: { type: 'showIssued', params: ({ event }) => ({ overview: event.output }) } },
            onError: [
              {
                // Already requested (another tab, a second click that reached the server): say so and show the screen as it is now.
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#certificate.loading',
                actions: { type: 'showConflict', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isFieldError', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    generated: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'COURSE.TOGGLE': { guard: 'canToggleCourse', target: 'saving', actions: 'startChange' },
            'SCORE.TOGGLE': { guard: 'canToggleScore', target: 'saving', actions: 'startChange' },
            'CERTIFICATE.TOGGLE': { guard: 'canToggleCertificate', target: 'saving', actions: 'startChange' },
          },
        },
        saving: {
          invoke: {
            id: 'saveVisibility',
            src: 'saveVisibility',
            input: ({ context }) => context.pending!,
            onDone: [
              {
                guard: { type: 'needsPageHash', params: ({ event }) => ({ overview: event.output }) },
                target: 'readingPageHash',
                actions: { type: 'showSaved', params: ({ event }) => ({ overview: event.output }) },
              },
              { target: 'idle', actions: { type: 'showSaved', params: ({ event }) => ({ overview: event.output }) } },
            ],
            onError: { target: 'idle', actions: ['dropPending', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        // The first public course gives the trainee a public page (server): its hash for the links.
        readingPageHash: {
          invoke: {
            id: 'loadPageHash',
            src: 'loadPageHash',
            onDone: { target: 'idle', actions: { type: 'keepPageHash', params: ({ event }) => ({ pageHash: event.output }) } },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
