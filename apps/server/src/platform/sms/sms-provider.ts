/** One text message to one mobile number. */
export interface Sms {
  to: string;
  text: string;
}

/** Where SMS go: a gateway over HTTP, or (by default) the server's log. */
export interface SmsProvider {
  /** Shown on the SMS usage page. */
  name: string;
  /** False for the logging provider: nothing reaches a phone (so secrets are not sent to it). */
  reachesPhones: boolean;
  send(sms: Sms): Promise<void>;
}

export interface SmsProviderOptions {
  /** SMS_PROVIDER_URL: the gateway's endpoint; without it messages are only logged. */
  url?: string;
  /** SMS_PROVIDER_KEY: sent as a bearer token. */
  key?: string;
  log: (line: string) => void;
  timeoutMs?: number;
}

/** The HTTP provider when a URL is configured, else the logging provider. */
export function createSmsProvider(options: SmsProviderOptions): SmsProvider {
  return options.url ? httpSmsProvider(options.url, options) : loggingSmsProvider(options.log);
}

/** Writes each SMS to the log instead of sending it (development, or no gateway yet). */
export function loggingSmsProvider(log: (line: string) => void): SmsProvider {
  return {
    name: 'log',
    reachesPhones: false,
    async send(sms) {
      log(`SMS to ${sms.to}: ${sms.text}`);
    },
  };
}

/** POSTs JSON {to, text} with `Authorization: Bearer <key>`; any answer but 2xx is a failure. */
export function httpSmsProvider(
  url: string,
  options: Pick<SmsProviderOptions, 'key' | 'timeoutMs'>,
): SmsProvider {
  return {
    name: new URL(url).host,
    reachesPhones: true,
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      if (!response.ok)
        throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
    },
  };
}
