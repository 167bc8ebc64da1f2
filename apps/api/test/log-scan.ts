// No issued secret in any log line (docs/decisions/053). Every app the test helper builds writes its log here (at
// debug level, in memory), and every secret the shop hands out in the file is noted on its way out: answers' token,
// secret and enrolment fields, their links' fragments, cookies, the JWTs of sessions, and the links of the mails the
// test mailbox receives. After each file (log-scan-setup.ts) no noted secret may appear in a captured line. Exact
// matches of what was really issued: no guessing at shapes, so no false alarm from a long slug or a hash.

const lines: string[] = [];
const secrets = new Set<string>();

/** Shorter values are no secret the shop makes (its tokens are 32 random bytes) and would match by chance. */
const MIN_SECRET_LENGTH = 16;
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
/** Fields whose whole value is a secret: token, csrf_token, reset_token, enrolment, secret… */
const SECRET_FIELD = /token|enrolment|secret/i;
/** Fields that hold a link or an address: only what it carries after '#' or in token= is secret. */
const LINK_FIELD = /link|url/i;
const ADDRESS = /(?:https?:\/\/|\/)[^\s"'<>]*(?:#|[?&]token=)[^\s"'<>]*/g;

function note(value: string | null | undefined) {
  if (value && value.length >= MIN_SECRET_LENGTH) secrets.add(value);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The fragment of a link (or its token= part), a token= query value, and a path segment shaped like a token. */
function noteLink(url: string) {
  for (const match of url.matchAll(/\/([\w-]{43})(?=[/?#]|$)/g)) note(match[1]);
  const hash = url.indexOf('#');
  if (hash >= 0) {
    const fragment = url.slice(hash + 1);
    const named = new URLSearchParams(fragment).get('token');
    note(named ?? decodeSafely(fragment));
  }
  for (const match of url.matchAll(/[?&](?:token|secret|state)=([^&#\s]+)/g)) note(decodeSafely(match[1]!));
}

/** A secret a test configured rather than the shop issued (a shared key such as WALLET_SMS_SECRET): no line may hold it. */
export function noteSecret(value: string) {
  note(value);
}

/** Any text the shop sent out (a mail, an SMS): its links' secrets and any JWT. */
export function noteSecretsInText(text: string) {
  for (const match of text.matchAll(JWT)) note(match[0]);
  for (const match of text.matchAll(ADDRESS)) noteLink(match[0]);
}

function walk(value: unknown, field: string) {
  if (typeof value === 'string') {
    if (SECRET_FIELD.test(field)) note(value);
    else if (LINK_FIELD.test(field)) noteLink(value);
    return;
  }
  if (Array.isArray(value)) for (const item of value) walk(item, field);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, key);
}

/** An answer of the app: its body's secret fields and links, any JWT in it, and every cookie it sets. */
export function noteSecretsInAnswer(body: string, contentType: string, setCookie: string | string[] | number | undefined) {
  if (contentType.includes('json')) {
    try {
      walk(JSON.parse(body), '');
    } catch {
      // Not JSON after all: the text scan below still runs.
    }
  }
  for (const match of body.matchAll(JWT)) note(match[0]);
  for (const cookie of [setCookie ?? []].flat()) {
    const value = String(cookie).split(';', 1)[0]!.split('=').slice(1).join('=');
    note(decodeSafely(value));
  }
}

/** A pino destination that keeps every line (and passes it on to `next`, when a test reads its own log). */
export function captureLog(next?: { write(line: string): unknown }) {
  return {
    write(line: string) {
      lines.push(line);
      next?.write(line);
    },
  };
}

/** The noted secrets found in captured lines, each shown by its first characters and the line's message. */
export function secretsInLogs(): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const line = lines.find((l) => l.includes(secret));
    if (line) found.push(`${secret.slice(0, 6)}… in ${line.slice(0, 300)}`);
  }
  return found;
}

/** How much was checked: a scan that saw nothing proves nothing. */
export const logScanCounts = () => ({ lines: lines.length, secrets: secrets.size });
