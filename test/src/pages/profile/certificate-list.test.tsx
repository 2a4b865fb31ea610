import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CertificateOverview } from '../../../../api/certificates.ts';
import { makeCommon, makeMain, makeProfile, renderApp } from '../../helpers/app-harness.tsx';

// Issue 13 on /profile (SPEC §2 "Profile: links to certificates"): every certificate of
// GET /api/trainings/allcertificates with its course, where it stands and the way to its
// certificate screen; the public page (pageHash) with a copy action of its full address.

const item = (applicationId: number, courseName: string, certificateStatus: CertificateOverview['certificateStatus']): CertificateOverview => ({
  applicationId,
  certificateId: null,
  certificateStatus,
  certificateAvailable: certificateStatus !== 'NOT_AVAILABLE',
  certificateDate: null,
  groupBeginTime: null,
  groupEndTime: null,
  openCourse: false,
  openScore: false,
  courseName,
  certificates: [],
});
const profile = (pageHash: string | null) => makeProfile({ pageHash });

async function open(items: CertificateOverview[], pageHash: string | null, locale: 'en' | 'ua' = 'en') {
  const app = await renderApp({
    path: '/profile',
    common: makeCommon({ isLoggedIn: true, locale }, { portalUrl: 'https://portal.example/' }),
    main: makeMain(),
    http: { 'GET /api/profile': () => profile(pageHash), 'GET /api/trainings/allcertificates': () => items },
  });
  return app;
}

beforeAll(async () => {
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/profile/profile-page.tsx');
});

describe('the profile lists the certificates', () => {
  it('each course with its status, linked to its certificate screen', async () => {
    await open([item(1, 'QA Basics', 'GENERATED'), item(2, 'Git Blitz', 'AVAILABLE'), item(3, 'Automation', 'NOT_AVAILABLE')], null);
    const list = await screen.findByTestId('profile-certificates', {}, { timeout: 5000 });
    await within(list).findByRole('link', { name: 'QA Basics' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['QA BasicsIssued', 'Git BlitzReady to request', 'AutomationNot available yet']);
    expect(within(list).getByRole('link', { name: 'Git Blitz' })).toHaveAttribute('href', '/profile/certificate/2');
    expect(screen.queryByRole('link', { name: 'My public page' })).toBeNull();
  });

  it('none: says so', async () => {
    await open([], null, 'ua');
    expect(await screen.findByText('У вас поки немає сертифікатів.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the public page: its link and a copy action that copies the full address', async () => {
    await open([], 'pub1');
    const user = userEvent.setup(); // its clipboard stands in for the browser's
    expect(await screen.findByRole('link', { name: 'My public page' }, { timeout: 5000 })).toHaveAttribute('href', '/achievements/pub1');
    const list = await screen.findByTestId('profile-certificates');
    expect(await within(list).findByRole('link', { name: 'https://portal.example/achievements/pub1' })).toHaveAttribute('href', '/achievements/pub1');
    await user.click(screen.getByRole('button', { name: "Copy: The public page's address" }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://portal.example/achievements/pub1');
  });
});
