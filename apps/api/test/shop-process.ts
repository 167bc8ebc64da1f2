import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 a moment ago, for a process or a peer a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a started process writes, stdout and stderr together, kept from its start on. */
export interface ProcessOutput {
  /** Everything written so far. */
  text(): string;
  /** The first line written (so far or later) that matches; fails if the process ends before writing one. */
  line(pattern: RegExp): Promise<string>;
}

export function outputOf(child: ChildProcess): ProcessOutput {
  let text = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const tell = () => {
    for (const check of waiting) check();
  };
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    tell();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  child.once('exit', () => {
    ended = true;
    tell();
  });
  return {
    text: () => text,
    line(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = text.split('\n').find((line) => pattern.test(line));
          if (found === undefined && !ended) return;
          waiting.delete(check);
          if (found !== undefined) resolve(found);
          else reject(new Error(`the process ended (${child.exitCode ?? child.signalCode}) before writing ${pattern}:\n${text}`));
        };
        waiting.add(check);
        check();
      });
    },
  };
}
