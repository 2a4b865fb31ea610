import { useEffect, useId, useRef } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { LoginType } from '../../../machines/restore.machine.ts';
import type { RestoreApi } from '../../../machines/restore.connect.ts';
import { useSession } from '../../app/services.tsx';
import { href } from '../../../api/href.ts';
import { stripHtml } from '../../lib/strip-html.ts';
import { Alert } from '../../ui/alert.tsx';
import { Captcha } from '../../ui/captcha.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { button } from '../../ui/button.css.ts';
import { ruleText } from '../../ui/rule-text.ts';
import { useHeldSubmit } from '../../ssr/input-guard.ts';
import { useRestore } from './use-restore.ts';
import * as styles from './restore.css.ts';

// SPEC §2 /restore, §4 "Password restoration", §5 Forms "Restore": three steps, one form each,
// the behaviour in machines/restore.machine.ts. The focus moves to each new step's heading; the
// server's message (an expiry brings the trainee back to step 1, SPEC §8) sits above the form.
// The server renders step 1 for a visitor (docs/decisions.md #203): what is typed before the app
// runs is kept (TextField) and a submit meanwhile is sent once it runs.
export default function RestorePage() {
  const { loginType } = useSession();
  return <RestoreForm key={loginType} loginType={loginType} />;
}

function RestoreForm({ loginType }: { loginType: LoginType }) {
  // The picture's seed: the same where the server rendered the page and where the browser
  // hydrates it (both draw the same picture address), new at each later mount.
  const form = useRestore(loginType, useId());
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useHeldSubmit();
  const shown = useRef(form.step);
  useEffect(() => {
    // A new step (step 1 again after an expiry too): its heading takes the focus. Nothing else
    // moves it: sending a step or a message above the form leaves the focus where it is.
    if (shown.current === form.step) return;
    shown.current = form.step;
    heading.current?.focus();
  }, [form.step]);

  if (form.step === 'done') return <Done heading={heading} />;
  return (
    <form
      ref={formElement}
      noValidate
      aria-busy={form.isBusy}
      aria-labelledby="restore-step"
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <StepHeading step={form.step} heading={heading} />
      <Messages form={form} />
      {form.step === 'login' ? <LoginStep form={form} /> : form.step === 'code' ? <CodeStep form={form} /> : <PasswordStep form={form} />}
    </form>
  );
}

function StepHeading({ step, heading }: { step: RestoreApi['step']; heading: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const text = step === 'login' ? t`Step 1 of 3: your login` : step === 'code' ? t`Step 2 of 3: the confirmation code` : t`Step 3 of 3: a new password`;
  return (
    <h2 id="restore-step" ref={heading} tabIndex={-1} className={styles.step}>
      {text}
    </h2>
  );
}

function Messages({ form }: { form: RestoreApi }) {
  const { t, i18n } = useLingui();
  const failure =
    form.serverMessage != null
      ? stripHtml(form.serverMessage)
      : form.expired
        ? t`The time to restore the password has run out. Please start again.`
        : form.failure === 'connection'
          ? t`Could not connect to the server. Please try again later.`
          : form.failure === 'message'
            ? t`The request was refused. Please try again.`
            : null;
  const others = form.otherErrors.map((code) => ruleText(i18n, code)).join('\n');
  return (
    <div role="alert" data-testid="restore-message">
      {failure ? (
        <Alert tone="error" live={false}>
          {failure}
        </Alert>
      ) : null}
      {others ? (
        <Alert tone="error" live={false}>
          {others}
        </Alert>
      ) : null}
    </div>
  );
}

function LoginStep({ form }: { form: RestoreApi }) {
  const { t, i18n } = useLingui();
  const phone = form.loginType === 'phone';
  return (
    <>
      <p className={styles.lead}>{t`Enter your login and the digits from the picture. We will send you a code to confirm that the account is yours.`}</p>
      <TextField
        name="login"
        label={phone ? t`Phone number` : t`E-mail`}
        hint={phone ? t`Format: +380XXXXXXXXX or +48XXXXXXXXX` : undefined}
        type={phone ? 'tel' : 'email'}
        inputMode={phone ? 'tel' : 'email'}
        autoComplete="username"
        value={form.values.login}
        onValueChange={(value) => form.onFieldChange('login', value)}
        onFocus={form.onLoginFocus}
        error={ruleText(i18n, form.errors.login)}
      />
      <Captcha pictureUrl={form.captchaUrl} audioUrl={form.captchaAudioUrl} onRefresh={form.onCaptchaRefresh} />
      <TextField
        name="captcha"
        label={t`Digits from the picture`}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={form.values.captcha}
        onValueChange={(value) => form.onFieldChange('captcha', value)}
        error={ruleText(i18n, form.errors.captcha)}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.primary} ${styles.submit}`}>
          {form.isBusy ? t`Sending…` : t`Send the code`}
        </button>
        <Link href={href('login')} className={styles.link}>
          {t`Back to logging in`}
        </Link>
      </div>
    </>
  );
}

function CodeStep({ form }: { form: RestoreApi }) {
  const { t, i18n } = useLingui();
  const phone = form.loginType === 'phone';
  const seconds = form.resend?.secondsLeft ?? 0;
  return (
    <>
      <p className={styles.lead}>
        {phone
          ? t`If this phone number belongs to an account, a confirmation code has been sent to it by SMS. Enter the code.`
          : t`If this e-mail address belongs to an account, a confirmation code has been sent to it. Enter the code.`}
      </p>
      {form.resent ? <Alert tone="success">{t`A new code has been sent.`}</Alert> : null}
      <TextField
        name="code"
        label={t`Confirmation code`}
        autoComplete="one-time-code"
        spellCheck={false}
        value={form.values.code}
        onValueChange={(value) => form.onFieldChange('code', value)}
        error={ruleText(i18n, form.errors.code)}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.primary} ${styles.submit}`}>
          {form.isBusy ? t`Checking…` : t`Confirm`}
        </button>
        {form.resend ? (
          <div className={styles.resend}>
            <button type="button" className={button.secondary} disabled={!form.resend.canResend} onClick={form.onResend} aria-describedby="restore-resend-wait">
              {form.resend.isSending ? t`Sending a new code…` : t`Send a new code`}
            </button>
            {seconds > 0 ? (
              <p id="restore-resend-wait" className={styles.wait}>
                {t`A new code can be sent in ${plural(seconds, { one: '# second', other: '# seconds' })}.`}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="button" className={`${button.ghost} ${styles.link}`} onClick={form.onRestart}>
          {t`Start again`}
        </button>
      </div>
    </>
  );
}

function PasswordStep({ form }: { form: RestoreApi }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TextField
        name="password"
        label={t`New password`}
        hint={ruleText(i18n, 'password') ?? undefined}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(value) => form.onFieldChange('password', value)}
        error={ruleText(i18n, form.errors.password)}
      />
      <TextField
        name="confirmation"
        label={t`Repeat the new password`}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmation}
        onValueChange={(value) => form.onFieldChange('confirmation', value)}
        error={ruleText(i18n, form.errors.confirmation)}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${button.primary} ${styles.submit}`}>
          {form.isBusy ? t`Saving…` : t`Save the new password`}
        </button>
        <button type="button" className={`${button.ghost} ${styles.link}`} onClick={form.onRestart}>
          {t`Start again`}
        </button>
      </div>
    </>
  );
}

function Done({ heading }: { heading: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  return (
    <div role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.step}>
        {t`Your password has been changed`}
      </h2>
      <p className={styles.lead}>{t`You can log in with the new password now.`}</p>
      <Link href={href('login')} className={`${button.primary} ${styles.submit}`}>
        {t`Log in`}
      </Link>
    </div>
  );
}
