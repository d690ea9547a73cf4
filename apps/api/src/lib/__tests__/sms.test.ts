import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closedPort, startFakeHttp } from '../../test/loopback-servers';
import { deliverSms, type SmsGateway } from '../sms';

const MESSAGE = { to: '+971501234567', body: 'Your container has arrived.' };
const TWILIO: SmsGateway = {
  provider: 'twilio',
  senderId: 'FastFwd',
  accountId: `AC${'0123456789abcdef'.repeat(2)}`,
  apiUrl: null,
  secret: 'twilio-auth-token',
};

afterEach(() => vi.unstubAllGlobals());

describe('deliverSms through Twilio', () => {
  it('posts the form to the account’s Messages.json with basic auth', async () => {
    const fetchMock = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ sid: 'SM123', status: 'queued' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await deliverSms(TWILIO, MESSAGE);
    expect(outcome).toEqual({ status: 'sent', providerMessageId: 'SM123', error: null });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO.accountId}/Messages.json`);
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO.accountId}:twilio-auth-token`).toString('base64')}`,
    );
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({ To: MESSAGE.to, From: 'FastFwd', Body: MESSAGE.body });
  });

  it("reports Twilio's refusal with its message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }), {
            status: 400,
          }),
      ),
    );
    expect(await deliverSms(TWILIO, MESSAGE)).toEqual({
      status: 'failed',
      providerMessageId: null,
      error: "Twilio answered HTTP 400: The 'To' number is not valid.",
    });
  });

  it('never puts the secret into the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('proxy refused credentials twilio-auth-token');
      }),
    );
    const outcome = await deliverSms(TWILIO, MESSAGE);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toBe('proxy refused credentials [secret]');
  });
});

describe('deliverSms through a generic HTTP gateway (loopback)', () => {
  it('posts { to, from, body } as JSON with the bearer secret', async () => {
    const gateway = await startFakeHttp(() => ({ status: 200, body: { id: 'gw-42' } }));
    try {
      const outcome = await deliverSms(
        {
          provider: 'http',
          senderId: 'FastFwd',
          accountId: null,
          apiUrl: `${gateway.url}/send`,
          secret: 'k3y',
        },
        MESSAGE,
      );
      expect(outcome).toEqual({ status: 'sent', providerMessageId: 'gw-42', error: null });
      const [received] = gateway.requests;
      expect(received?.method).toBe('POST');
      expect(received?.url).toBe('/send');
      expect(received?.headers.authorization).toBe('Bearer k3y');
      expect(received?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(received?.body ?? '')).toEqual({
        to: MESSAGE.to,
        from: 'FastFwd',
        body: MESSAGE.body,
      });
    } finally {
      await gateway.close();
    }
  });

  it('sends no Authorization header without a secret', async () => {
    const gateway = await startFakeHttp(() => ({ status: 202 }));
    try {
      const outcome = await deliverSms(
        { provider: 'http', senderId: 'FastFwd', accountId: null, apiUrl: gateway.url, secret: null },
        MESSAGE,
      );
      expect(outcome).toEqual({ status: 'sent', providerMessageId: null, error: null });
      expect(gateway.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('reports a 500 by its status only, and does not follow a redirect', async () => {
    const gateway = await startFakeHttp((request) =>
      request.url === '/moved'
        ? { status: 307, headers: { location: 'http://127.0.0.1:9/elsewhere' } }
        : { status: 500, body: { internal: 'stack trace of the gateway' } },
    );
    try {
      const base = { provider: 'http' as const, senderId: 'FastFwd', accountId: null, secret: 'gateway-key' };
      const failed = await deliverSms({ ...base, apiUrl: gateway.url }, MESSAGE);
      expect(failed).toEqual({
        status: 'failed',
        providerMessageId: null,
        error: 'The SMS gateway answered HTTP 500',
      });
      const redirected = await deliverSms({ ...base, apiUrl: `${gateway.url}/moved` }, MESSAGE);
      expect(redirected.status).toBe('failed');
      expect(gateway.requests.map((r) => r.url)).toEqual(['/', '/moved']);
    } finally {
      await gateway.close();
    }
  });

  it('fails cleanly on a closed port and on a gateway that never answers', async () => {
    const port = await closedPort();
    const refused = await deliverSms(
      {
        provider: 'http',
        senderId: 'FastFwd',
        accountId: null,
        apiUrl: `http://127.0.0.1:${port}/`,
        secret: null,
      },
      MESSAGE,
    );
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/ECONNREFUSED/);

    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const address = hanging.address() as { port: number };
      const timedOut = await deliverSms(
        {
          provider: 'http',
          senderId: 'FastFwd',
          accountId: null,
          apiUrl: `http://127.0.0.1:${address.port}/`,
          secret: null,
        },
        MESSAGE,
        { timeoutMs: 200 },
      );
      expect(timedOut).toEqual({
        status: 'failed',
        providerMessageId: null,
        error: 'The SMS provider did not answer within 0.2 s',
      });
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});
