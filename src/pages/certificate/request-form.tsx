import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateApi } from '../../../machines/certificate.connect.ts';
import { button } from '../../ui/button.css.ts';
import { ruleText } from '../../ui/rule-text.ts';
import { useHeldSubmit } from '../../ssr/input-guard.ts';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './certificate.css.ts';

// SPEC §5 "Certificate request": while the certificate is AVAILABLE, one block of names per
// language, each in the letters its certificate is printed in, sent once (the names cannot be
// changed after it).

/** The two names of a certificate, surname first as printed, each with the browser's autofill name for it. */
const NAME_FIELDS = [
  { field: 'surname', autoComplete: 'family-name' },
  { field: 'name', autoComplete: 'given-name' },
] as const;

export function RequestForm({ screen }: { screen: CertificateApi }) {
  const { t, i18n } = useLingui();
  // A request sent before the app ran (a page the server painted, its names already valid) is
  // sent now, with what was typed (src/ssr/input-guard.ts).
  const form = useHeldSubmit();
  const legend = { UA: t`Certificate in Ukrainian`, RU: t`Certificate in Russian`, EN: t`Certificate in English` };
  return (
    <section className={styles.card} aria-labelledby="certificate-request">
      <h2 id="certificate-request" className={styles.sectionTitle}>
        <Trans>Request the certificate</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Check your name as it will be printed on each certificate. It cannot be changed after the request.</Trans>
      </p>
      <form
        ref={form}
        noValidate
        aria-busy={screen.isSending}
        onSubmit={(event) => {
          event.preventDefault();
          screen.onSend();
        }}
      >
        {screen.blocks.map((block) => (
          <fieldset key={block.index} className={styles.entry} data-testid={`entry-${block.language}`}>
            <legend className={styles.legend}>{legend[block.language]}</legend>
            <p className={styles.muted}>{block.language === 'EN' ? t`Latin letters, as in your passport.` : t`Cyrillic letters, as in your documents.`}</p>
            <div className={styles.names}>
              {NAME_FIELDS.map(({ field, autoComplete }) => (
                <TextField
                  key={field}
                  name={`${block.index}.${field}`}
                  label={field === 'surname' ? t`Surname` : t`Name`}
                  // The browser's saved name is in Latin letters: offered for the English certificate only.
                  autoComplete={block.language === 'EN' ? autoComplete : 'off'}
                  value={block[field]}
                  readOnly={screen.isSending}
                  onValueChange={(value) => screen.onChange(block.index, field, value)}
                  onBlur={() => screen.onBlur(block.index, field)}
                  error={ruleText(i18n, block.errors[field])}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button
            type="submit"
            className={button.primary}
            disabled={!screen.canSend}
            aria-describedby={screen.canSend || screen.isSending ? undefined : 'certificate-send-hint'}
          >
            {screen.isSending ? t`Requesting…` : t`Request the certificate`}
          </button>
          {screen.canSend || screen.isSending ? null : (
            <span id="certificate-send-hint" className={styles.muted}>
              {t`Fill in the surname and the name of every certificate in the letters asked for.`}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
