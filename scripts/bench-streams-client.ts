import http from 'node:http';
import type { StreamPerson } from './bench-streams-people';

/**
 * The browser side of bench:streams on plain `node:http`: thousands of event streams cost this
 * process a socket and a small buffer each (fetch's web streams cost several times that in CPU),
 * and every arrival is stamped with performance.now(), the one clock the writes are timed on too.
 */

/** One socket per stream, none pooled: a stream holds its socket for as long as it is open. */
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/** Writes reuse their sockets, as a browser does, so connecting is not part of a write's time. */
const callAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface ChangeArrival {
  /** The row the change is about (`id` in the event's data): the article's slug here. */
  rowId: string;
  collection: string;
  at: number;
}

export interface OpenStream {
  heartbeats: number;
  close(): void;
}

/** The fields of one server-sent event block that the bench reads. */
function parseEvent(block: string): { event: string; data: string } {
  const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
  const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
  return { event, data };
}

/** Opens `GET /v1/stream` as `person`; resolves once the server has answered 200. */
export function openStream(
  base: string,
  person: StreamPerson,
  onChange: (change: ChangeArrival) => void,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/v1/stream`,
      {
        agent: streamAgent,
        headers: { cookie: person.cookie, 'x-forwarded-for': person.ip },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream of ${person.email}: ${response.statusCode}`));
          return;
        }
        const stream: OpenStream = { heartbeats: 0, close: () => request.destroy() };
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const { event, data } = parseEvent(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event === 'heartbeat') stream.heartbeats += 1;
            if (event !== 'change') continue;
            const change = JSON.parse(data) as { collection: string; id: string };
            onChange({ rowId: change.id, collection: change.collection, at });
          }
        });
        resolve(stream);
      },
    );
    // A stream the bench closes ends in an abort; only a failure to open is an error.
    request.on('error', reject);
  });
}

export interface CallTiming {
  status: number;
  /** Just before the request was handed to the socket. */
  sentAt: number;
  /** When the whole answer had arrived (after the server's commit). */
  answeredAt: number;
}

/** POSTs a callable as `person` (cookie, address, the site's Origin) and times it. */
export function call(
  base: string,
  person: StreamPerson,
  name: string,
  input: unknown,
): Promise<CallTiming> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/v1/call/${name}`,
      {
        method: 'POST',
        agent: callAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: base,
          cookie: person.cookie,
          'x-forwarded-for': person.ip,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, sentAt, answeredAt: performance.now() }),
        );
      },
    );
    request.on('error', reject);
    const sentAt = performance.now();
    request.end(body);
  });
}
