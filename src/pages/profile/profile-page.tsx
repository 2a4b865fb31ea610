import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { profileCalls } from '../../../api/profile.ts';
import { connectProfile } from '../../../machines/profile.connect.ts';
import { useAppMachine, useWired } from '../../app/use-app-machine.ts';
import { usePreloaded, useSession } from '../../app/services.tsx';
import { KeepPreloaded } from '../../app/keep-preloaded.tsx';
import { NEEDS_APP } from '../../ssr/input-guard.ts';
import { href } from '../../../api/href.ts';
import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import { formatDate } from '../../lib/format.ts';
import { stripHtml } from '../../lib/strip-html.ts';
import { Alert, ErrorAlerts } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { profileForm, profileNotice } from './profile-wiring.ts';
import { fieldText } from './field-text.ts';
import * as styles from './profile.css.ts';

/** The crop control (react-easy-crop, about 10 kB) loads when a photo is picked, not with the page (route budgets). */
const PhotoCropDialog = lazy(withMessages(() => import('./photo-crop-dialog.tsx')));
/**
 * The certificates and the public page's address (issue 13) load after the form: their calls and
 * the copy button are about 4 kB. A page the server painted loads them before it is hydrated
 * (`parts`, src/app/lazy-page.ts) and keeps its answer for them (KeepPreloaded).
 */
const CertificateList = preloadableLazy(withMessages(() => import('./certificate-list.tsx')));
export const parts = [CertificateList];

/** What the file picker offers (SPEC §5 "Photo types: jpeg, png, bmp, gif"); anything else picked is refused by the machine. */
const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp';

// SPEC §2 "My profile", §3 Customer/profile, §5 Forms "Profile": every field shown; the e-mail
// (read-only when it is the login), the additional phone and the photo editable; Save disabled
// while invalid or unchanged; the server's field errors on their fields (SPEC §8); after a save
// the saved profile and a confirmation; links to the password change and the public page.
// Behaviour: machines/profile.machine.ts through connectProfile.
export default function ProfilePage() {
  const { loginType } = useSession();
  const notices = useWired(profileNotice);
  // Read once when the page opens (a password change just saved), then forgotten.
  const [notice] = useState(notices.peek);
  useEffect(() => notices.clear(), [notices]);
  const preloaded = usePreloaded(profileCalls['profile.get']);
  const [snapshot, send] = useAppMachine(profileForm, { input: { loginType, notice, profile: preloaded() } });
  const form = connectProfile(snapshot, send);
  const { t, i18n } = useLingui();
  const photoHintId = useId();
  const profile = form.profile;

  if (form.status !== 'ready' || !profile) return <LoadState status={form.status === 'failed' ? 'failed' : 'loading'} onRetry={form.onRetry} />;

  const phone = form.loginType === 'phone';
  const failure = form.failure
    ? form.failure.serverMessage
      ? stripHtml(form.failure.serverMessage)
      : form.failure.code === 'connection'
        ? t`Could not connect to the server. Please try again later.`
        : t`Could not save the profile. Please try again.`
    : null;
  const others = form.otherErrors.map((code) => fieldText(i18n, code)).join('\n');
  const initials = [profile.name, profile.surname]
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();

  return (
    <div className={styles.page}>
      {/* The confirmation and the refusals, in live regions that are always there (one row of the page). */}
      <div>
        <div role="status" data-testid="profile-notice">
          {form.notice === 'saved' ? (
            <Alert tone="success" live={false}>
              {t`Your profile has been saved.`}
            </Alert>
          ) : form.notice === 'passwordChanged' ? (
            <Alert tone="success" live={false}>
              {t`Your password has been changed.`}
            </Alert>
          ) : null}
        </div>
        <ErrorAlerts messages={[failure, others]} />
      </div>
      <form
        noValidate
        className={styles.page}
        aria-busy={form.isSaving}
        onSubmit={(event) => {
          event.preventDefault();
          form.onSave();
        }}
      >
        <section className={styles.card} aria-labelledby="profile-about">
          <h2 id="profile-about" className={styles.sectionTitle}>
            <Trans>Personal data</Trans>
          </h2>
          <div className={styles.about}>
            <div className={styles.photoColumn}>
              {form.photoUrl ? (
                <img className={styles.photo} src={form.photoUrl} alt={t`Your photo`} width={150} height={150} data-testid="profile-photo" />
              ) : (
                <span className={styles.photo} role="img" aria-label={t`No photo`}>
                  {initials || '?'}
                </span>
              )}
              {form.photoChange === 'new' ? <p className={styles.muted}>{t`The new photo is saved when you press Save.`}</p> : null}
              {form.photoChange === 'remove' ? <p className={styles.muted}>{t`The photo is removed when you press Save.`}</p> : null}
              {/* A photo picked before the app runs would be lost: these wait for it (input-guard.ts). */}
              <div className={styles.photoActions} {...NEEDS_APP}>
                <span className={styles.pick}>
                  <input
                    id="profile-photo-file"
                    type="file"
                    accept={PHOTO_ACCEPT}
                    className={visuallyHidden}
                    aria-describedby={photoHintId}
                    disabled={form.isSaving}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = ''; // the same file may be picked again
                      if (file) form.onPickPhoto({ name: file.name, type: file.type, file });
                    }}
                  />
                  <label htmlFor="profile-photo-file" className={button.secondary}>
                    {profile.photo || form.photoChange === 'new' ? t`Choose another photo` : t`Choose a photo`}
                  </label>
                </span>
                {form.canRemovePhoto ? (
                  <button type="button" className={button.secondary} onClick={form.onRemovePhoto}>
                    {t`Remove the photo`}
                  </button>
                ) : null}
                {form.photoChange !== 'keep' ? (
                  <button type="button" className={button.secondary} onClick={form.onResetPhoto}>
                    {t`Keep the saved photo`}
                  </button>
                ) : null}
              </div>
              <p id={photoHintId} className={styles.muted}>
                {t`JPEG, PNG, BMP or GIF. You choose the square to keep; it is saved at 300 × 300 pixels.`}
              </p>
              {form.photoError ? (
                <p className={styles.error} role="alert" data-testid="photo-error">
                  {fieldText(i18n, form.photoError)}
                </p>
              ) : null}
            </div>
            <dl className={styles.facts}>
              <dt>{t`Surname`}</dt>
              <dd>{profile.surname}</dd>
              <dt>{t`Name`}</dt>
              <dd>{profile.name}</dd>
              <dt>{t`Patronymic`}</dt>
              <dd>{profile.patronymic || '—'}</dd>
              <dt>{t`Date of birth`}</dt>
              <dd>{profile.birthDay != null ? formatDate(profile.birthDay) : '—'}</dd>
              <dt>{t`Login`}</dt>
              <dd>{profile.login}</dd>
            </dl>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="profile-contacts">
          <h2 id="profile-contacts" className={styles.sectionTitle}>
            <Trans>Contacts</Trans>
          </h2>
          <TextField
            name="email"
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            readOnly={form.emailReadOnly || form.isSaving}
            hint={form.emailReadOnly ? t`Your e-mail is your login: it cannot be changed here.` : undefined}
            onValueChange={(value) => form.onChange('email', value)}
            onBlur={() => form.onBlur('email')}
            error={fieldText(i18n, form.emailError)}
          />
          <TextField
            name="mobilePhone"
            label={t`Additional phone`}
            hint={phone ? t`Format: +380XXXXXXXXX or +48XXXXXXXXX. May be left empty.` : t`Format: + and digits, for example +380501234567. May be left empty.`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.mobilePhone}
            readOnly={form.isSaving}
            onValueChange={(value) => form.onChange('mobilePhone', value)}
            onFocus={form.onPhoneFocus}
            onBlur={() => form.onBlur('mobilePhone')}
            error={fieldText(i18n, form.mobilePhoneError)}
          />
          <div className={styles.actions}>
            <button type="submit" className={button.primary} disabled={!form.canSave} aria-describedby={form.changed ? undefined : 'profile-unchanged'}>
              {form.isSaving ? t`Saving…` : t`Save`}
            </button>
            {form.changed ? null : (
              <span id="profile-unchanged" className={styles.muted}>
                {t`Nothing to save yet: change the e-mail, the phone or the photo.`}
              </span>
            )}
          </div>
        </section>
      </form>
      <KeepPreloaded>
        <Suspense fallback={<Spinner label={t`Loading…`} />}>
          <CertificateList pageHash={profile.pageHash} />
        </Suspense>
      </KeepPreloaded>
      <section className={styles.card} aria-labelledby="profile-more">
        <h2 id="profile-more" className={styles.sectionTitle}>
          <Trans>Account</Trans>
        </h2>
        <ul className={styles.links}>
          <li>
            <Link href={href('password')}>{t`Change password`}</Link>
          </li>
          {profile.pageHash ? (
            <li>
              <Link href={href('achievements', { hash: profile.pageHash })}>{t`My public page`}</Link>
            </li>
          ) : null}
        </ul>
      </section>
      {form.crop ? (
        <Suspense fallback={<Spinner label={t`Reading the photo…`} />}>
          <PhotoCropDialog crop={form.crop} form={form} />
        </Suspense>
      ) : null}
    </div>
  );
}
