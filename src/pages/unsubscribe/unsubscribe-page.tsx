import { useLingui } from '@lingui/react/macro';
import { publicAccountCalls as calls } from '../../../api/account.ts';
import type { PageProps } from '../../app/page-props.ts';
import { useServices } from '../../app/services.tsx';
import { stripHtml } from '../../lib/strip-html.ts';
import { useOutcome } from '../../lib/use-load.ts';
import { Alert } from '../../ui/alert.tsx';
import { ErrorPanel } from '../../ui/error-panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';

// SPEC §2 /unsubscribeEmail/{hash}, "Screen details": the message the server returns; errors
// inline in a red panel (SPEC §8), not the global dialog.
export default function UnsubscribePage({ params }: PageProps<'unsubscribeEmail'>) {
  const { t } = useLingui();
  const { http } = useServices();
  const outcome = useOutcome(() => http.call(calls['common.unsubscribeEmail'], { params: { hash: params.hash } }, { local: true }), params.hash);
  if (outcome.status === 'loading') return <Spinner label={t`Loading…`} />;
  if (outcome.status === 'failed') return <ErrorPanel error={outcome.error} />;
  return <Alert tone="success">{stripHtml(outcome.data.message) || t`You will not receive these e-mails any more.`}</Alert>;
}
