import { Trans, useLingui } from '@lingui/react/macro';
import { connectPassword } from '../../../../machines/password.connect.ts';
import type { PasswordField } from '../../../../machines/password.machine.ts';
import { useAppMachine } from '../../../app/use-app-machine.ts';
import { stripHtml } from '../../../lib/strip-html.ts';
import { ErrorAlerts } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { ruleText } from '../../../ui/rule-text.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { passwordForm } from '../profile-wiring.ts';
import { fieldText } from '../field-text.ts';
import * as styles from '../profile.css.ts';

// SPEC §2 profile/password, §5 Forms "Password change": the current password, the new one
// (the password rule's text shown beside it) and its confirmation; Save disabled while invalid;
// a wrong current password is shown on its field (SPEC §8); Cancel and a saved change return to
// /profile, which then says the password was changed. Behaviour: machines/password.machine.ts.
export default function PasswordPage() {
  const [snapshot, send] = useAppMachine(passwordForm, { input: undefined });
  const form = connectPassword(snapshot, send);
  const { t, i18n } = useLingui();
  const failure = form.failure
    ? form.failure.serverMessage
      ? stripHtml(form.failure.serverMessage)
      : form.failure.code === 'connection'
        ? t`Could not connect to the server. Please try again later.`
        : t`Could not change the password. Please try again.`
    : null;
  const others = form.otherErrors.map((code) => fieldText(i18n, code)).join('\n');
  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      value={form[name]}
      readOnly={form.isSaving}
      onValueChange={(value) => form.onChange(name, value)}
      onBlur={() => form.onBlur(name)}
      error={fieldText(i18n, form.errors[name])}
    />
  );
  return (
    <div className={styles.page}>
      <ErrorAlerts messages={[failure, others]} />
      <form
        noValidate
        className={styles.card}
        aria-busy={form.isSaving}
        onSubmit={(event) => {
          event.preventDefault();
          form.onSave();
        }}
      >
        <p className={styles.intro}>
          <Trans>After the change you stay logged in here; your other sessions end.</Trans>
        </p>
        {field('oldPassword', t`Current password`, 'current-password')}
        {field('password', t`New password`, 'new-password', ruleText(i18n, 'password') ?? undefined)}
        {field('confirmation', t`Repeat the new password`, 'new-password')}
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={!form.canSave}>
            {form.isSaving ? t`Saving…` : t`Save`}
          </button>
          <button type="button" className={button.secondary} onClick={form.onCancel} disabled={form.isSaving}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </div>
  );
}
