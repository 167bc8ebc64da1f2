// After each API test file: no secret the shop issued in the file is in any log line of its apps (log-scan.ts).
import { afterAll } from 'vitest';
import { secretsInLogs } from './log-scan';

afterAll(() => {
  const found = secretsInLogs();
  if (found.length > 0) throw new Error(`Issued secrets reached the log:\n${found.slice(0, 10).join('\n')}`);
});
