import type { ReactNode } from 'react';
import * as styles from './alert.css.ts';

/**
 * An inline message panel. By default an error uses role=alert (announced when it
 * appears) and other tones role=status; `live={false}` when it sits in a live region.
 */
export function Alert({ tone, children, live = true }: { tone: 'error' | 'info' | 'warning' | 'success'; children: ReactNode; live?: boolean }) {
  const role = !live ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div className={styles.alert[tone]} role={role}>
      {children}
    </div>
  );
}

/**
 * A form's refusals: one role=alert region that is always on the page (so a refusal that
 * appears is announced), holding an error panel per message given; empty messages are left out.
 */
export function ErrorAlerts({ messages, testId }: { messages: readonly (string | null | undefined)[]; testId?: string }) {
  return (
    <div role="alert" data-testid={testId}>
      {messages.map((message, index) =>
        message ? (
          <Alert key={index} tone="error" live={false}>
            {message}
          </Alert>
        ) : null,
      )}
    </div>
  );
}
