import { lazy, Suspense, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { LoginType } from '../../../machines/login.machine.ts';
import type { WireLocale } from '../../../api/common.ts';
import { useSession } from '../../app/services.tsx';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { stripHtml } from '../../lib/strip-html.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Alert, ErrorAlerts } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { ruleText } from '../../ui/rule-text.ts';
import { useLogin } from './use-login.ts';
import * as styles from './login.css.ts';
import { href } from '../../../api/href.ts';
import { useHeldSubmit } from '../../ssr/input-guard.ts';
import { withMessages } from '../../app/i18n.ts';

/** The captcha a login from a busy network is asked for (issue 59 item 10): loaded only then. */
const LoginCaptcha = lazy(withMessages(() => import('./login-captcha.tsx')));

// SPEC §2 /login, §5 "Login": phone or e-mail login by settings, '+38' prefilled on focus,
// no maxlength on the phone field (it would cut a pasted number before api/phone.ts normalises
// it; the machine applies the 13-character limit after normalising),
// field errors under the fields, the server's message above the form, link to /restore.
export default function LoginPage() {
  const { loginType, notice, locale } = useSession();
  return (
    <>
      <div className={styles.languages}>
        <LanguageSwitcher />
      </div>
      {/* The language the page shows goes with the login (issue 59 item 1); a form per language, as per login type. */}
      <LoginForm key={`${loginType}:${locale}`} loginType={loginType} locale={locale} sessionExpired={notice === 'sessionExpired'} />
    </>
  );
}

function LoginForm({ loginType, locale, sessionExpired }: { loginType: LoginType; locale: WireLocale | null; sessionExpired: boolean }) {
  const { t, i18n } = useLingui();
  // The captcha picture's seed, should the server ask for one: new at each mount (as the restore's).
  const form = useLogin({ loginType, locale, captchaSeed: useId() });
  const phone = form.loginType === 'phone';
  const failure =
    form.serverMessage != null
      ? stripHtml(form.serverMessage)
      : form.failure === 'connection'
        ? t`Could not connect to the server. Please try again later.`
        : form.failure === 'message'
          ? t`Could not log in. Check the login and the password.`
          : null;
  const others = form.otherErrors.map((code) => ruleText(i18n, code)).join('\n');
  // The server renders this form (issue 14): a submit before the app ran is sent now.
  const formElement = useHeldSubmit();

  return (
    <form
      ref={formElement}
      method="post"
      noValidate
      aria-busy={form.isSubmitting}
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      {sessionExpired && !failure ? <Alert tone="warning">{t`Your session has expired. Please log in again.`}</Alert> : null}
      <ErrorAlerts messages={[failure, others]} testId="login-message" />
      <TextField
        name="login"
        label={phone ? t`Phone number` : t`E-mail`}
        hint={phone ? t`Format: +380XXXXXXXXX or +48XXXXXXXXX` : undefined}
        type={phone ? 'tel' : 'email'}
        inputMode={phone ? 'tel' : 'email'}
        autoComplete="username"
        value={form.login}
        onValueChange={form.onLoginChange}
        onFocus={form.onLoginFocus}
        error={ruleText(i18n, form.loginError)}
      />
      <TextField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={form.onPasswordChange}
        error={ruleText(i18n, form.passwordError)}
      />
      {form.captcha ? (
        <Suspense fallback={null}>
          <LoginCaptcha captcha={form.captcha} onChange={form.onCaptchaChange} onRefresh={form.onCaptchaRefresh} />
        </Suspense>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${button.primary} ${styles.submit}`}>
          {form.isSubmitting ? t`Logging in…` : t`Log in`}
        </button>
        <Link href={href('restore')} className={styles.restore}>
          {t`Forgot your password?`}
        </Link>
      </div>
    </form>
  );
}
