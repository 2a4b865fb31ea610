import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CertificateEntry, CertificateOverview } from '../../../../api/certificates.ts';
import { makeCommon, makeMain, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';

// SPEC §2 profile/certificate/{appId}, §4 "Certificate", §5 "Certificate request", §6, §7 in the
// whole app (renderApp) on fake HTTP: the request form (one block per entry, Send only while
// valid, the server's field errors on their fields, a 409 said and the screen loaded again),
// GENERATED with download links, the visibility toggles and their bodies, the sharing links by
// settings, NOT_AVAILABLE and an unknown application; uk/ru texts.

type Locale = 'en' | 'ua' | 'ru';
const APP = 7;
const ALL = 'GET /api/trainings/allcertificates';
const AVAILABLE = `GET /api/trainings/certificate/available/${APP}`;
const REQUEST = `POST /api/trainings/certificate/${APP}`;

const available: CertificateOverview = {
  applicationId: APP,
  certificateId: null,
  certificateStatus: 'AVAILABLE',
  certificateAvailable: true,
  certificateDate: null,
  groupBeginTime: Date.UTC(2026, 0, 10, 12),
  groupEndTime: Date.UTC(2026, 2, 1, 12),
  openCourse: false,
  openScore: false,
  courseName: 'QA Basics',
  certificates: [],
};
const generated: CertificateOverview = {
  ...available,
  certificateStatus: 'GENERATED',
  certificateId: 40,
  certificateDate: Date.UTC(2026, 2, 14, 12),
  certificates: [
    { id: 11, hash: 'h11', language: 'UA', hasScore: true, title: 'Основи тестування', publicAvailable: false },
    { id: 12, hash: 'h12', language: 'EN', hasScore: false, title: 'QA Basics', publicAvailable: false },
  ],
};
const entries: CertificateEntry[] = [
  { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
  { language: 'EN', name: '', surname: '', id: null },
];
const SHARE = {
  linkedinShareEnabled: 'true',
  facebookShareEnabled: 'true',
  linkedinCertIdIncrement: '100000',
  linkedinOrganizationName: 'QA Academy',
  portalUrl: 'https://portal.example',
};

interface Options {
  locale?: Locale;
  items?: CertificateOverview[] | (() => CertificateOverview[]);
  settings?: Record<string, string>;
  pageHash?: string | null;
  http?: Record<string, (call: FakeCall) => unknown>;
  path?: string;
  /** The answers the page came with (a page the server painted). */
  preloaded?: Record<string, unknown>;
}

async function open({ locale = 'en', items = [available], settings = {}, pageHash = null, http = {}, path = `/profile/certificate/${APP}`, preloaded }: Options = {}) {
  const common = makeCommon({ isLoggedIn: true, locale }, settings);
  const main = makeMain();
  main.customer.pageHash = pageHash;
  const app = await renderApp({
    path,
    common,
    main,
    http: { [ALL]: () => (typeof items === 'function' ? items() : items), [AVAILABLE]: () => entries, ...http },
    preloaded,
  });
  return { ...app, user: userEvent.setup() };
}

const posts = (calls: FakeCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);
const sendButton = () => screen.getByRole('button', { name: 'Request the certificate' });

beforeAll(async () => {
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/certificate/certificate-page.tsx');
});

// docs/decisions.md #201: the server painted the screen from these answers; the app takes it as painted.
describe('a page that came with its answers', () => {
  it.each([
    ['the request form', [available], { [AVAILABLE.slice(4)]: entries }, () => screen.findByRole('group', { name: 'Certificate in Ukrainian' })],
    ['the certificates issued', [generated], {}, () => screen.findByRole('link', { name: 'Download PDF (Ukrainian)' })],
    ['no such certificate', [], {}, () => screen.findByText('There is no certificate for this training.')],
  ] as const)('shows %s at once and asks for nothing', async (_, items, more, shown) => {
    const { calls } = await open({ preloaded: { [ALL.slice(4)]: items, ...more } });
    expect(await shown()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/trainings/'))).toEqual([]);
  });

  it('sends a request the page held before the app ran (src/ssr/input-guard.ts), once, with the names as they are', async () => {
    const valid = [
      { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
      { language: 'EN', name: 'Olena', surname: 'Kovalenko', id: null },
    ];
    // What the page's input guard leaves when Send was pressed before the app ran: the form it held.
    let held: Element | null | undefined;
    const guard = { hydrated: false, by: null };
    Object.defineProperty(guard, 'held', {
      get: (): Element | null => (held === undefined ? document.querySelector('main form') : held),
      set: (form: Element | null) => {
        held = form;
      },
    });
    Object.assign(window, { __ssr: guard });
    try {
      const { calls } = await open({ preloaded: { [ALL.slice(4)]: [available], [AVAILABLE.slice(4)]: valid }, http: { [REQUEST]: () => ({ ...generated }) } });
      expect(await screen.findByText('Your certificate has been issued.')).toBeInTheDocument();
      expect(posts(calls, `/api/trainings/certificate/${APP}`)).toEqual([valid.map(({ language, name, surname }) => ({ language, name, surname }))]);
    } finally {
      Reflect.deleteProperty(window, '__ssr');
    }
  });

  it('asks for the entries of an AVAILABLE certificate it came without, then shows the form', async () => {
    const { calls } = await open({ preloaded: { [ALL.slice(4)]: [available] } });
    expect(await screen.findByRole('group', { name: 'Certificate in Ukrainian' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/trainings/')).map((call) => call.path)).toEqual([AVAILABLE.slice(4)]);
  });
});

describe('the request (SPEC §5 "Certificate request")', () => {
  it('one block per entry, prefilled; Send only while valid; the body; then GENERATED with download links and the form gone', async () => {
    const { user, calls } = await open({ http: { [REQUEST]: () => ({ ...generated }) } });
    const ua = await screen.findByRole('group', { name: 'Certificate in Ukrainian' }, { timeout: 5000 });
    const en = screen.getByRole('group', { name: 'Certificate in English' });
    expect(within(ua).getByRole('textbox', { name: 'Surname' })).toHaveValue('Коваленко');
    expect(within(ua).getByRole('textbox', { name: 'Name' })).toHaveValue('Олена');
    // The browser offers its saved (Latin) name for the English certificate only.
    expect(within(en).getByRole('textbox', { name: 'Surname' })).toHaveAttribute('autocomplete', 'family-name');
    expect(within(en).getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'given-name');
    expect(within(ua).getByRole('textbox', { name: 'Surname' })).toHaveAttribute('autocomplete', 'off');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Fill in the surname and the name of every certificate in the letters asked for.');
    await user.type(within(en).getByRole('textbox', { name: 'Surname' }), 'Коваленко');
    await user.tab();
    expect(within(en).getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(/Use Latin letters, apostrophe, space or hyphen only\./);
    await user.clear(within(en).getByRole('textbox', { name: 'Surname' }));
    await user.type(within(en).getByRole('textbox', { name: 'Surname' }), "O'Neil-Kovalenko");
    await user.type(within(en).getByRole('textbox', { name: 'Name' }), ' Olena ');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(await screen.findByText('Your certificate has been issued.')).toBeInTheDocument();
    expect(posts(calls, `/api/trainings/certificate/${APP}`)).toEqual([
      [
        { language: 'UA', name: 'Олена', surname: 'Коваленко' },
        { language: 'EN', name: 'Olena', surname: "O'Neil-Kovalenko" },
      ],
    ]);
    expect(screen.queryByRole('group', { name: 'Certificate in English' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF (Ukrainian)' })).toHaveAttribute('href', `/api/trainings/public_certificate_${APP}_11.pdf`);
    expect(screen.getByRole('link', { name: 'Download PDF (English)' })).toHaveAttribute('href', `/api/trainings/public_certificate_${APP}_12.pdf`);
    // The form closed: the focus is on what says so, not lost on a removed button.
    expect(screen.getByTestId('certificate-notice').parentElement).toHaveFocus();
  });

  it("the server's field errors land on their fields (`<index>.name`), and go when the field changes", async () => {
    const { user } = await open({ http: { [REQUEST]: () => ({ status: 400, body: { errors: { '1.name': 'english' } } }) } });
    const en = await screen.findByRole('group', { name: 'Certificate in English' }, { timeout: 5000 });
    await user.type(within(en).getByRole('textbox', { name: 'Surname' }), 'Kovalenko');
    await user.type(within(en).getByRole('textbox', { name: 'Name' }), 'Olena');
    await user.click(sendButton());
    await waitFor(() => expect(within(en).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(en).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Use Latin letters/);
    expect(sendButton()).toBeDisabled();
    await user.type(within(en).getByRole('textbox', { name: 'Name' }), 'a');
    expect(within(en).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(sendButton()).toBeEnabled();
  });

  it('a second request (409) says so and shows the screen as the server has it', async () => {
    let answered = false;
    const { user, calls } = await open({
      items: () => [answered ? generated : available],
      http: {
        [REQUEST]: () => {
          answered = true;
          return { status: 409, body: { errorMessage: 'The certificate has already been requested' } };
        },
      },
    });
    const en = await screen.findByRole('group', { name: 'Certificate in English' }, { timeout: 5000 });
    await user.type(within(en).getByRole('textbox', { name: 'Surname' }), 'Kovalenko');
    await user.type(within(en).getByRole('textbox', { name: 'Name' }), 'Olena');
    await user.click(sendButton());
    expect(await screen.findByText('The certificate has already been requested. The page shows it as it is now.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download PDF (English)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Certificate in English' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/trainings/allcertificates')).toHaveLength(2);
  });
});

describe('GENERATED: public visibility and sharing (SPEC §4 "Certificate", §6)', () => {
  it('the course private: score and certificates cannot be made public; turning it on sends openCourse, then the certificate toggle sends open/certificate', async () => {
    const { user, calls } = await open({
      items: [generated],
      pageHash: 'pub1',
      settings: SHARE,
      http: {
        'POST /api/open/application': (call) => ({ ...generated, openCourse: (call.body as { openCourse: boolean }).openCourse }),
        'POST /api/open/certificate': () => ({
          ...generated,
          openCourse: true,
          certificates: [{ ...generated.certificates[0]!, publicAvailable: true }, generated.certificates[1]!],
        }),
      },
    });
    const course = await screen.findByRole('checkbox', { name: /Show this course on my public page/ }, { timeout: 5000 });
    expect(course).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show my score' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show my score' })).toHaveAccessibleDescription('Make the course public first.');
    expect(screen.getByRole('checkbox', { name: 'Show (Ukrainian)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show (Ukrainian)' })).toHaveAccessibleDescription('Make the course public first.');
    expect(screen.queryByRole('link', { name: /^Add to LinkedIn profile/ })).toBeNull();
    await user.click(course);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show (Ukrainian)' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Show (Ukrainian)' })).toHaveAccessibleDescription('');
    expect(posts(calls, '/api/open/application')).toEqual([{ applicationId: APP, openCourse: true, openScore: false }]);
    await user.click(screen.getByRole('checkbox', { name: 'Show (Ukrainian)' }));
    await waitFor(() => expect(posts(calls, '/api/open/certificate')).toEqual([{ id: 11, publicAvailable: true }]));
    // Answered under the toggles, in their card: nothing above them moves while they are used.
    expect(await within(screen.getByRole('region', { name: 'Public page' })).findByText('Saved.')).toBeInTheDocument();
    const linkedin = new URL(screen.getByRole('link', { name: /^Add to LinkedIn profile/ }).getAttribute('href')!);
    expect(Object.fromEntries(linkedin.searchParams)).toMatchObject({ certId: '100007', certUrl: 'https://portal.example/achievements/pub1', name: 'QA Basics' });
    expect(screen.getByRole('link', { name: /^Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://portal.example/achievements/pub1')}`,
    );
    expect(screen.getByRole('link', { name: 'My public page' })).toHaveAttribute('href', '/achievements/pub1');
  });

  it('turning the course off sends openScore false and every certificate private; the sharing links go', async () => {
    const published: CertificateOverview = {
      ...generated,
      openCourse: true,
      openScore: true,
      certificates: generated.certificates.map((c) => ({ ...c, publicAvailable: true })),
    };
    const { user, calls } = await open({
      items: [published],
      pageHash: 'pub1',
      settings: SHARE,
      http: { 'POST /api/open/application': () => generated },
    });
    const course = await screen.findByRole('checkbox', { name: /Show this course on my public page/ }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: /^Share on Facebook/ })).toBeInTheDocument();
    await user.click(course);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show my score' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Show my score' })).not.toBeChecked();
    expect(posts(calls, '/api/open/application')).toEqual([
      {
        applicationId: APP,
        openCourse: false,
        openScore: false,
        certificates: [
          { id: 11, publicAvailable: false },
          { id: 12, publicAvailable: false },
        ],
      },
    ]);
    expect(screen.queryByRole('link', { name: /^Share on Facebook/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add to LinkedIn profile/ })).toBeNull();
  });

  it('a refused change is said in the card, and the toggle shows the saved state again', async () => {
    const { user } = await open({
      items: [generated],
      http: { 'POST /api/open/application': () => ({ status: 400, body: { errorMessage: 'The course cannot be made public now.' } }) },
    });
    const course = await screen.findByRole('checkbox', { name: /Show this course on my public page/ }, { timeout: 5000 });
    await user.click(course);
    const card = screen.getByRole('region', { name: 'Public page' });
    expect(await within(card).findByText('The course cannot be made public now.')).toBeInTheDocument();
    expect(course).not.toBeChecked();
    expect(within(screen.getByTestId('certificate-errors')).queryByText('The course cannot be made public now.')).toBeNull();
  });

  it('no sharing links while their settings are off, even for a public course', async () => {
    await open({ items: [{ ...generated, openCourse: true }], pageHash: 'pub1', settings: { ...SHARE, linkedinShareEnabled: 'false', facebookShareEnabled: 'false' } });
    await screen.findByRole('checkbox', { name: /Show this course on my public page/ }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /^Add to LinkedIn profile/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Share on Facebook/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'My public page' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('a toggle being saved stays enabled (a disabled checkbox drops the focus in a browser) and takes no second change meanwhile', async () => {
    let answer: (value: CertificateOverview) => void = () => {};
    const { user, calls } = await open({
      items: [generated],
      pageHash: 'pub1',
      http: { 'POST /api/open/application': () => new Promise<CertificateOverview>((resolve) => (answer = resolve)) },
    });
    const course = await screen.findByRole('checkbox', { name: /Show this course on my public page/ }, { timeout: 5000 });
    course.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(posts(calls, '/api/open/application')).toHaveLength(1));
    expect(course).toBeChecked();
    expect(course).toBeEnabled();
    expect(course).toHaveFocus();
    await user.keyboard(' ');
    expect(posts(calls, '/api/open/application')).toHaveLength(1);
    answer({ ...generated, openCourse: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show my score' })).toBeEnabled());
    expect(course).toHaveFocus();
  });
});

describe('other states', () => {
  it('NOT_AVAILABLE is a note; no form, no toggles', async () => {
    await open({ items: [{ ...available, certificateStatus: 'NOT_AVAILABLE', certificateAvailable: false }] });
    expect(await screen.findByTestId('certificate-not-available', {}, { timeout: 5000 })).toHaveTextContent('The certificate is not available yet.');
    expect(screen.queryByRole('button', { name: 'Request the certificate' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('an application the trainee does not have is a clear message with the way back', async () => {
    await open({ path: '/profile/certificate/999' });
    expect(await screen.findByText('There is no certificate for this training.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['ua', 'Сертифікат англійською', 'Замовити сертифікат', 'Прізвище'],
    ['ru', 'Сертификат на английском', 'Заказать сертификат', 'Фамилия'],
  ] as const)('in %s', async (locale, group, send, surname) => {
    await open({ locale });
    const en = await screen.findByRole('group', { name: group }, { timeout: 5000 });
    expect(within(en).getByRole('textbox', { name: surname })).toHaveValue('');
    expect(screen.getByRole('button', { name: send })).toBeDisabled();
  });
});
