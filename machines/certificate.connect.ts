import type { SnapshotFrom } from 'xstate';
import type { CertificateOverview } from '../api/certificates.ts';
import {
  canSend,
  entryErrors,
  shownOverview,
  type CertificateContext,
  type CertificateEvent,
  type certificateMachine,
  type FormEntry,
  type NameField,
} from './certificate.machine.ts';
import { publicPageUrl } from './public-page.ts';

// What the certificate screen needs (SPEC §2 profile/certificate/{appId}, §4 "Certificate", §5
// "Certificate request"); rule codes stay codes, the view translates them. The sharing links
// (SPEC §4) are built here from the settings the view hands over.

export type CertificateSnapshot = SnapshotFrom<typeof certificateMachine>;

export interface FormBlock extends FormEntry {
  index: number;
  /** Rule or server codes under the fields, or null. */
  errors: Record<NameField, string | null>;
}

export interface ShareLinks {
  /** The trainee's public page (portalUrl + /achievements/{hash}). */
  publicPage: string | null;
  /** The professional network's "add to profile" link, when its setting enables it and the course is public. */
  linkedin: string | null;
  /** The social network's share link, when its setting enables it and the course is public. */
  facebook: string | null;
}

export interface CertificateApi {
  status: 'loading' | 'failed' | 'missing' | 'ready';
  /** What is shown: the request form (AVAILABLE), the certificates (GENERATED), or a note (NOT_AVAILABLE). */
  view: 'request' | 'generated' | 'notAvailable' | null;
  /** The item as shown (a visibility change being saved already applied). */
  overview: CertificateOverview | null;
  blocks: FormBlock[];
  /** Server field errors the form has no field for. */
  otherErrors: string[];
  canSend: boolean;
  isSending: boolean;
  /** A visibility change is being saved: every toggle waits. */
  isSaving: boolean;
  /** openScore and publicAvailable can change only while the course is public (SPEC §4); shown as disabled otherwise. */
  canChangeScore: boolean;
  canChangeCertificates: boolean;
  share: ShareLinks;
  /** The trainee's public page id, null until they have one. */
  pageHash: string | null;
  notice: CertificateContext['notice'];
  failure: CertificateContext['failure'];
  onChange: (index: number, field: NameField, value: string) => void;
  onBlur: (index: number, field: NameField) => void;
  onSend: () => void;
  onToggleCourse: (open: boolean) => void;
  onToggleScore: (open: boolean) => void;
  onToggleCertificate: (id: number, open: boolean) => void;
  onRetry: () => void;
}

/** The settings the links are built from (the session's `setting(key)`; unknown keys come back as '{key}'). */
export type SettingOf = (key: string) => string;

/**
 * SPEC §4 sharing: each link only when its setting is 'true' and the course is public (saved,
 * with a public page). The professional network's certificate id is the setting
 * linkedinCertIdIncrement plus the application id.
 */
export function shareLinksOf(overview: CertificateOverview | null, pageHash: string | null, setting: SettingOf): ShareLinks {
  if (!pageHash) return { publicPage: null, linkedin: null, facebook: null };
  const page = publicPageUrl(setting('portalUrl'), pageHash);
  const shared = overview?.certificateStatus === 'GENERATED' && overview.openCourse;
  const increment = Number(setting('linkedinCertIdIncrement'));
  let linkedin: string | null = null;
  if (overview && shared && setting('linkedinShareEnabled') === 'true' && Number.isSafeInteger(increment)) {
    const issued = overview.certificateDate === null ? null : new Date(overview.certificateDate);
    const query = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: overview.courseName, organizationName: setting('linkedinOrganizationName') });
    if (issued) {
      query.set('issueYear', String(issued.getFullYear()));
      query.set('issueMonth', String(issued.getMonth() + 1));
    }
    query.set('certUrl', page);
    query.set('certId', String(increment + overview.applicationId));
    linkedin = `https://www.linkedin.com/profile/add?${query}`;
  }
  const facebook = shared && setting('facebookShareEnabled') === 'true' ? `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: page })}` : null;
  return { publicPage: page, linkedin, facebook };
}

export function connectCertificate(snapshot: CertificateSnapshot, send: (event: CertificateEvent) => void, setting: SettingOf): CertificateApi {
  const context = snapshot.context;
  const rules = entryErrors(context.entries);
  const shown = (key: string) => context.serverErrors[key] ?? (context.touched.includes(key) ? (rules[key] ?? null) : null);
  const overview = shownOverview(context);
  const fieldKeys = new Set(context.entries.flatMap((_, index) => [`${index}.name`, `${index}.surname`]));
  const editing = snapshot.matches({ request: 'editing' });
  const idle = snapshot.matches({ generated: 'idle' });
  const view = snapshot.matches('request') ? 'request' : snapshot.matches('generated') ? 'generated' : snapshot.matches('notAvailable') ? 'notAvailable' : null;
  return {
    status: snapshot.matches('loadFailed') ? 'failed' : snapshot.matches('missing') ? 'missing' : view ? 'ready' : 'loading',
    view,
    overview,
    blocks: context.entries.map((entry, index) => ({
      ...entry,
      index,
      errors: { name: shown(`${index}.name`), surname: shown(`${index}.surname`) },
    })),
    // Any error the form has no field for is said above it (never lost): other keys, or an entry the form does not have.
    otherErrors: Object.entries(context.serverErrors)
      .filter(([key]) => !fieldKeys.has(key))
      .map(([, code]) => code),
    canSend: editing && canSend(context),
    isSending: snapshot.matches({ request: 'sending' }),
    isSaving: view === 'generated' && !idle,
    // Never disabled while a change is saved (a disabled checkbox drops the keyboard's focus); the machine takes no toggle then.
    canChangeScore: view === 'generated' && overview?.openCourse === true,
    canChangeCertificates: view === 'generated' && overview?.openCourse === true,
    share: shareLinksOf(context.overview, context.pageHash, setting),
    pageHash: context.pageHash,
    notice: context.notice,
    failure: context.failure,
    onChange: (index, field, value) => send({ type: 'ENTRY.CHANGE', index, field, value }),
    onBlur: (index, field) => send({ type: 'ENTRY.BLUR', index, field }),
    onSend: () => send({ type: 'FORM.SUBMIT' }),
    onToggleCourse: (open) => send({ type: 'COURSE.TOGGLE', open }),
    onToggleScore: (open) => send({ type: 'SCORE.TOGGLE', open }),
    onToggleCertificate: (id, open) => send({ type: 'CERTIFICATE.TOGGLE', id, open }),
    onRetry: () => send({ type: 'RETRY' }),
  };
}
