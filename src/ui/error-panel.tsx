import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../lib/errors.ts';
import { stripHtml } from '../lib/strip-html.ts';
import { Alert } from './alert.tsx';

// SPEC §8: "E-mail confirmation and unsubscribe pages show the error inline in a red panel
// instead" of the global dialog. The server's text when it sent one (HTML stripped, SPEC §1),
// else the text for the kind of failure.
export function ErrorPanel({ error }: { error: unknown }) {
  const { t } = useLingui();
  const known = isApiError(error) ? error : null;
  const text =
    known?.code === 'connection' || !known
      ? t`Could not connect to the server. Please try again later.`
      : known.serverMessage
        ? stripHtml(known.serverMessage)
        : known.code === 'notFound'
          ? t`This link is not valid. Check that it was copied whole.`
          : t`This link cannot be used. It may have expired or already been used.`;
  return <Alert tone="error">{text}</Alert>;
}
