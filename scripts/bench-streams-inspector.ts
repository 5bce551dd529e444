import fs from 'node:fs';
import path from 'node:path';
import { rssBytes } from './bench-server';

/**
 * bench:streams reaches into the server through the inspector it was started with (`--inspect`
 * on loopback): to collect garbage before reading memory, since otherwise the difference
 * between two readings would be mostly what the sign-ups and handshakes left behind, and to
 * profile only the changes rather than the whole run as `--cpu-prof` would.
 */
interface InspectorTarget {
  webSocketDebuggerUrl: string;
}

class InspectorSession {
  readonly #socket: WebSocket;
  readonly #waiting = new Map<number, (result: unknown) => void>();
  #nextId = 1;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.onmessage = (message) => {
      const answer = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
      if (answer.id !== undefined) this.#waiting.get(answer.id)?.(answer.result);
    };
  }

  static async open(port: number): Promise<InspectorSession> {
    const response = await fetch(`http://127.0.0.1:${port}/json/list`);
    const [target] = (await response.json()) as InspectorTarget[];
    if (!target) throw new Error('the server has no inspector target');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    return new InspectorSession(socket);
  }

  send(method: string, params: object = {}): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.#socket.close();
  }
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** Collects garbage twice (the second frees what finalisers of the first let go), then reads. */
export async function settledMemory(pid: number, inspectorPort: number): Promise<ServerMemory> {
  const session = await InspectorSession.open(inspectorPort);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
    const usage = (await session.send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const { heapUsed, external } = JSON.parse(usage.result.value) as NodeJS.MemoryUsage;
    return { rss: rssBytes(pid), heapUsed, external };
  } finally {
    session.close();
  }
}

/** Starts the server's CPU profiler; the returned function stops it and writes the profile. */
export async function startProfile(inspectorPort: number, dir: string) {
  const session = await InspectorSession.open(inspectorPort);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return async (): Promise<string> => {
    const { profile } = (await session.send('Profiler.stop')) as { profile: unknown };
    session.close();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-streams-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}
