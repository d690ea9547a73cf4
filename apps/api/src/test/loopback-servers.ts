import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

const listen = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const closeServer = (server: Server | ReturnType<typeof createHttpServer>) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** A port on 127.0.0.1 nothing listens on (a server is opened there and closed again). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await listen(server);
  const port = portOf(server);
  await closeServer(server);
  return port;
}

export type ReceivedMail = {
  /** The credentials of AUTH PLAIN/LOGIN, as the server decoded them. */
  auth: { user: string; password: string } | null;
  from: string;
  to: string[];
  /** The message as sent after DATA (headers and body). */
  data: string;
};

export type FakeSmtp = {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

const b64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/**
 * A minimal SMTP server on 127.0.0.1 (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, QUIT), enough for
 * nodemailer, so a test sees exactly what left the app. `rejectRecipients` answers RCPT with 550;
 * `refuseFirst` answers the first n MAIL commands with 451 (try again later), as a busy server does.
 */
export async function startFakeSmtp(
  options: { rejectRecipients?: boolean; refuseFirst?: number } = {},
): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let refused = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let mode: 'command' | 'data' | 'login-user' | 'login-password' | 'plain' = 'command';
    let current: ReceivedMail = { auth: null, from: '', to: [], data: '' };
    let loginUser = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const acceptPlain = (encoded: string) => {
      const [, user = '', password = ''] = b64(encoded).split('\u0000');
      current.auth = { user, password };
      reply('235 2.7.0 Authentication successful');
    };
    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          messages.push(current);
          current = { auth: current.auth, from: '', to: [], data: '' };
          mode = 'command';
          reply('250 2.0.0 OK queued');
        } else {
          current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        }
        return;
      }
      if (mode === 'plain') {
        mode = 'command';
        acceptPlain(line);
        return;
      }
      if (mode === 'login-user') {
        loginUser = b64(line);
        mode = 'login-password';
        reply('334 UGFzc3dvcmQ6');
        return;
      }
      if (mode === 'login-password') {
        current.auth = { user: loginUser, password: b64(line) };
        mode = 'command';
        reply('235 2.7.0 Authentication successful');
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
          return;
        case 'HELO':
          return reply('250 fake.smtp.test');
        case 'AUTH': {
          const [method = '', initial] = argument.split(' ');
          if (method.toUpperCase() === 'PLAIN') {
            if (initial) return acceptPlain(initial);
            mode = 'plain';
            return reply('334 ');
          }
          if (method.toUpperCase() === 'LOGIN') {
            if (initial) {
              loginUser = b64(initial);
              mode = 'login-password';
              return reply('334 UGFzc3dvcmQ6');
            }
            mode = 'login-user';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('504 5.5.4 Unrecognized authentication type');
        }
        case 'MAIL':
          if (refused < (options.refuseFirst ?? 0)) {
            refused += 1;
            return reply('451 4.3.0 Busy, try again later');
          }
          current.from = argument.replace(/^FROM:\s*/i, '');
          return reply('250 2.1.0 OK');
        case 'RCPT':
          if (options.rejectRecipients) return reply('550 5.1.1 No such mailbox here');
          current.to.push(argument.replace(/^TO:\s*/i, ''));
          return reply('250 2.1.5 OK');
        case 'DATA':
          mode = 'data';
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          current = { auth: current.auth, from: '', to: [], data: '' };
          return reply('250 2.0.0 OK');
        case 'NOOP':
          return reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    socket.on('error', () => {});
    reply('220 fake.smtp.test ESMTP ready');
  });
  await listen(server);
  return {
    port: portOf(server),
    messages,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

export type FakeHttp = {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
};

/** An HTTP server on 127.0.0.1 that records each request and answers with `respond`. */
export async function startFakeHttp(
  respond: (request: ReceivedRequest) => { status: number; body?: unknown; headers?: Record<string, string> },
): Promise<FakeHttp> {
  const requests: ReceivedRequest[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(received);
      const answer = respond(received);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await listen(server);
  return {
    url: `http://127.0.0.1:${portOf(server)}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}
