import { createServer, type Socket } from 'node:net';

/** A message the sink accepted: the envelope and the raw message as sent after DATA. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly data: string;
}

export interface SmtpSink {
  readonly port: number;
  /** Resolves with the first message accepted. */
  readonly received: Promise<ReceivedMail>;
  /** Every message accepted so far, in the order their DATA ended. */
  messages(): readonly ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Answer `550` to every recipient, as a server refusing the address would. */
  readonly rejectRecipients?: boolean;
  /** Accept connections but never greet (for timeouts). */
  readonly silent?: boolean;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests (no TLS, no auth): it speaks just enough of RFC 5321
 * (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to accept messages and record them.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const accepted: ReceivedMail[] = [];
  let first: (mail: ReceivedMail) => void = () => undefined;
  const received = new Promise<ReceivedMail>((resolve) => (first = resolve));
  const deliver = (mail: ReceivedMail) => {
    accepted.push(mail);
    first(mail);
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!options.silent) converse(socket, options, deliver);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, received, messages: () => [...accepted], close };
}

interface Session {
  from: string;
  to: string[];
  /** The message lines while DATA is being received, else null. */
  data: string[] | null;
}

function converse(socket: Socket, options: SmtpSinkOptions, deliver: (mail: ReceivedMail) => void): void {
  const session: Session = { from: '', to: [], data: null };
  let buffer = '';
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const reply = answer(session, buffer.slice(0, end), options, deliver);
      buffer = buffer.slice(end + 2);
      if (reply !== null) socket.write(`${reply}\r\n`);
      if (reply?.startsWith('221')) socket.end();
    }
  });
  socket.write('220 sink.test ESMTP\r\n');
}

/** The reply to one line from the client (null while message lines arrive). */
function answer(session: Session, line: string, options: SmtpSinkOptions, deliver: (mail: ReceivedMail) => void): string | null {
  if (session.data !== null) {
    if (line !== '.') {
      session.data.push(line.startsWith('..') ? line.slice(1) : line);
      return null;
    }
    deliver({ from: session.from, to: session.to, data: session.data.join('\r\n') });
    session.data = null;
    return '250 2.0.0 Ok: queued';
  }
  const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
  switch (line.slice(0, 4).toUpperCase()) {
    case 'EHLO':
    case 'HELO':
      return '250 sink.test';
    case 'MAIL':
      session.from = address;
      return '250 2.1.0 Ok';
    case 'RCPT':
      if (options.rejectRecipients) return '550 5.1.1 No such user';
      session.to.push(address);
      return '250 2.1.5 Ok';
    case 'DATA':
      session.data = [];
      return '354 End data with <CR><LF>.<CR><LF>';
    case 'RSET':
      Object.assign(session, { from: '', to: [] });
      return '250 2.0.0 Ok';
    case 'NOOP':
      return '250 2.0.0 Ok';
    case 'QUIT':
      return '221 2.0.0 Bye';
    default:
      return '502 5.5.2 Command not recognized';
  }
}
