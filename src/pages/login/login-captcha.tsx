import { useLingui } from '@lingui/react/macro';
import type { LoginApi } from '../../../machines/login.connect.ts';
import { publicAccountCalls } from '../../../api/account.ts';
import { urlOf } from '../../../api/contract.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ruleText } from '../../ui/rule-text.ts';

// The login's captcha (issue 59 item 10): shown only once the server asked for it, a login from
// an address group busy with failed logins (docs/operations.md "Rate limits"), so it loads only
// then, with the rest of the catalog (src/pages/login/login-page.tsx): /login's start code does
// not carry it. The picture and the recording are the restore's (GET /api/common/captcha.jpg,
// captcha.wav); the digits go with the login as `code`. The field takes the focus when it
// comes: the trainee pressed "Log in" and is told, under it, why it is there.
export default function LoginCaptcha({
  captcha,
  onChange,
  onRefresh,
}: {
  captcha: NonNullable<LoginApi['captcha']>;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  const { t, i18n } = useLingui();
  const query = { t: captcha.picture };
  return (
    <>
      <Captcha
        pictureUrl={urlOf(publicAccountCalls['common.captcha'], undefined, query)}
        audioUrl={urlOf(publicAccountCalls['common.captchaAudio'], undefined, query)}
        onRefresh={onRefresh}
      />
      <TextField
        name="captcha"
        label={t`Digits from the picture`}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={captcha.value}
        onValueChange={onChange}
        error={ruleText(i18n, captcha.error)}
      />
    </>
  );
}
