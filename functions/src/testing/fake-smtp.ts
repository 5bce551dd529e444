import net from 'node:net';

export interface FakeSmtp {
  url: string;
  /** Each message as received (the DATA section), in order. */
  received: string[];
  /** How many messages are between DATA and their final answer right now. */
  inFlight(): number;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on loopback (RFC 5321), enough for nodemailer to deliver: the network
 * boundary that stands in for a real mail server. `delayMs` holds each message before accepting
 * it, as a slow server would.
 */
export async function startFakeSmtp(options: { delayMs?: number } = {}): Promise<FakeSmtp> {
  const received: string[] = [];
  let inFlight = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let data: string | undefined;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            const message = data;
            data = undefined;
            inFlight += 1;
            setTimeout(() => {
              inFlight -= 1;
              // A sender that hung up before the answer has not delivered it.
              if (socket.destroyed) return;
              received.push(message);
              socket.write('250 queued\r\n');
            }, options.delayMs ?? 0);
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    inFlight: () => inFlight,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
