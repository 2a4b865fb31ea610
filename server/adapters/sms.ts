// Outgoing SMS (issue 12; docs/operations.md "E-mail and SMS"): the `sms` slot of createApp's
// adapters. Without configuration the dev outbox (./outbox.ts) keeps them; with SMS_GATEWAY_URL
// the HTTP gateway adapter below posts each one to a provider (or a small bridge in front of one).

export type SmsMessage = {
  /** The phone number as stored (the login phone, +380XXXXXXXXX). */
  to: string;
  text: string;
};

export type SmsSender = {
  /** Resolves once the gateway accepted the message (or the outbox stored it); rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
};

export type HttpSmsGatewayOptions = {
  /** SMS_GATEWAY_URL: where each message is POSTed. */
  url: string;
  /** SMS_GATEWAY_TOKEN: sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  /** SMS_GATEWAY_SENDER: the sender name the provider shows (alpha name), sent as `from` when set. */
  sender?: string | undefined;
  /** The fetch to use (tests pass their own). */
  fetch?: typeof fetch;
  /** Give up after this many ms (default 10 s). */
  timeoutMs?: number;
};

/**
 * The HTTP gateway adapter: POST <url> with JSON {"to": "+380…", "text": "…", "from"?: "…"},
 * Content-Type application/json, Authorization: Bearer <token> when a token is set. Any 2xx
 * answer counts as sent; anything else (or no answer in time) is an error.
 */
export function httpSmsGateway(options: HttpSmsGatewayOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body = JSON.stringify({ to: message.to, text: message.text, ...(options.sender ? { from: options.sender } : {}) });
      const response = await doFetch(options.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
