import type { InjectOptions } from 'fastify';
import type { FuzzContext } from './context';
import type { Route } from './routes';
import type { Templates } from './templates';
import {
  BROKEN_JSON, CONTENT_TYPES, CONTROLS, EDGE_NUMBERS, GOOD_QUERIES, HOSTILE_HEADER_VALUES, HOSTILE_NUMBERS, HOSTILE_OTHERS, HOSTILE_SEGMENTS, HOSTILE_STRINGS, QUERY_NAMES,
  RAW_QUERY_VALUES,
} from './values';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const FIELD_NAMES = ['name', 'email', 'password', 'product_id', 'quantity', 'size', 'items', 'productIds', 'notes', 'reason', 'status', 'promoCode', 'message', 'rating', 'amount', '__proto__'];

export type FuzzRequest = InjectOptions & { method: string; url: string };

/** encodeURIComponent, with a lone surrogate sent as the bytes a careless client would (CESU-8, invalid UTF-8). */
const encode = (text: string) => text.split(/\p{Cs}/u).map(encodeURIComponent).join('%ED%A0%80');

function hostileValue(r: FuzzContext): unknown {
  const roll = r.next();
  if (roll < 0.5) return r.pick(HOSTILE_STRINGS);
  if (roll < 0.8) return r.pick(HOSTILE_NUMBERS);
  return r.pick(HOSTILE_OTHERS);
}

/** `text` with a control character put in at a random place. */
function spoil(r: FuzzContext, text: string): string {
  const at = r.int(0, text.length);
  return `${text.slice(0, at)}${r.pick(CONTROLS)}${text.slice(at)}`;
}

/** A worse version of a good value: a control character in its text, a number past its column, or anything. */
function worse(r: FuzzContext, value: unknown): unknown {
  if (typeof value === 'string' && r.chance(0.5)) return spoil(r, value);
  if (typeof value === 'number' && r.chance(0.5)) return r.pick(EDGE_NUMBERS);
  return hostileValue(r);
}

/** A real id for a parameter most of the time, else something odd. */
function segment(r: FuzzContext, name: string): string {
  if (r.chance(0.4)) return r.pick(HOSTILE_SEGMENTS);
  const { ids } = r;
  if (name === 'orderNumber') return r.chance(0.3) ? encode(spoil(r, r.pick(ids.orderNumber))) : r.pick(ids.orderNumber);
  if (name === 'productId') return String(r.pick(ids.product));
  const pool = [...ids.order, ...ids.address, ...ids.cartLine, ...ids.orderLine, ...ids.product.map(String)];
  return r.pick(pool);
}

function path(r: FuzzContext, route: Route): string {
  if (route.path === '*') return r.pick(['/', '/product/1', '/category/men', '/search?q=%00', `/images/${r.pick(HOSTILE_SEGMENTS)}`, `/${r.pick(HOSTILE_SEGMENTS)}`, '/api/v1/nothing', '/api']);
  return route.path.replace(/:(\w+)/g, (_, name: string) => segment(r, name));
}

function query(r: FuzzContext): string {
  const parts: string[] = [];
  for (let i = r.int(0, 2); i > 0; i--) {
    const [name, value] = r.pick(GOOD_QUERIES);
    parts.push(`${name}=${encode(r.chance(0.5) ? spoil(r, value) : value)}`);
  }
  for (let i = r.int(0, 3); i > 0; i--) {
    const name = r.pick(QUERY_NAMES);
    const value = r.chance(0.2) ? r.pick(RAW_QUERY_VALUES) : encode(String(r.chance(0.7) ? r.pick(HOSTILE_STRINGS) : r.pick(HOSTILE_NUMBERS)).slice(0, 3000));
    parts.push(`${encode(name)}=${value}`);
    if (r.chance(0.15)) parts.push(`${encode(name)}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** An item of a list (a cart line, an id): one of its fields made worse, or itself. */
function spoilItem(r: FuzzContext, item: unknown): unknown {
  if (!item || typeof item !== 'object' || Object.keys(item).length === 0) return worse(r, item);
  const copy = { ...(item as Record<string, unknown>) };
  const key = r.pick(Object.keys(copy));
  copy[key] = worse(r, copy[key]);
  return copy;
}

/** A template with fields replaced, dropped or added; or made up from known field names. */
function jsonBody(r: FuzzContext, template: (() => Record<string, unknown>) | undefined): unknown {
  const roll = r.next();
  if (template && roll < 0.15) return template();
  if (template && roll < 0.75) {
    const body = template();
    const keys = Object.keys(body);
    for (let i = r.int(1, 2); i > 0; i--) {
      const key = r.chance(0.85) && keys.length ? r.pick(keys) : r.pick(FIELD_NAMES);
      if (r.chance(0.1)) delete body[key];
      else if (Array.isArray(body[key]) && r.chance(0.5)) body[key] = (body[key] as unknown[]).map((item) => spoilItem(r, item));
      else body[key] = worse(r, body[key]);
    }
    return body;
  }
  if (roll < 0.9) return Object.fromEntries(Array.from({ length: r.int(0, 4) }, () => [r.pick(FIELD_NAMES), hostileValue(r)]));
  return hostileValue(r);
}

/** Routes that may end every session of the caller's account (sign out everywhere, a password change). */
const ENDS_SESSIONS = new Set(['/api/v1/auth/sessions/revoke', '/api/v1/auth/password']);

/** Back-office routes that end the caller's session or someone's. */
const ENDS_STAFF_SESSIONS = /^\/api\/v1\/admin\/(session|staff\/)/;

function headers(r: FuzzContext, route: Route): Record<string, string> {
  if (route.path.startsWith('/api/v1/admin')) return adminHeaders(r, route);
  const staff = route.path.startsWith('/api/v1/staff');
  const own = staff ? r.staffAuth : ENDS_SESSIONS.has(route.path) ? r.spareAuth : r.shopperAuth;
  const h: Record<string, string> = {};
  const roll = r.next();
  if (roll < 0.85) h.authorization = own;
  else if (roll < 0.9) h.authorization = staff ? r.shopperAuth : r.staffAuth;
  else if (roll < 0.97) h.authorization = r.pick(HOSTILE_HEADER_VALUES);
  if (r.chance(0.1)) h['idempotency-key'] = r.pick(HOSTILE_HEADER_VALUES);
  if (r.chance(0.05)) h.cookie = `bazar_oidc=${r.pick(HOSTILE_HEADER_VALUES)}; bazar_device=${r.pick(HOSTILE_HEADER_VALUES)}`;
  if (r.chance(0.03)) h['if-none-match'] = r.pick(HOSTILE_HEADER_VALUES);
  if (r.chance(0.03)) h['accept-encoding'] = r.pick(['br;q=2', 'gzip;q=abc', '*;q=0', 'identity;q=0, *;q=0', r.pick(HOSTILE_HEADER_VALUES)]);
  if (r.chance(0.03)) h['x-forwarded-for'] = r.pick(['1.2.3.4', '::1', 'garbage', '']);
  return h;
}

/** A back-office request: mostly an owner's cookie with its CSRF token, sometimes without one, or a shopper's token. */
function adminHeaders(r: FuzzContext, route: Route): Record<string, string> {
  const own = ENDS_STAFF_SESSIONS.test(route.path) ? r.spareAdmin : r.admin;
  const h: Record<string, string> = {};
  const roll = r.next();
  if (roll < 0.8) h.cookie = own.cookie;
  else if (roll < 0.88) h.authorization = r.shopperAuth;
  else if (roll < 0.95) h.cookie = `bazar_staff=${r.pick(HOSTILE_HEADER_VALUES)}`;
  if (r.chance(0.85)) h['x-csrf-token'] = own.csrf;
  else if (r.chance(0.5)) h['x-csrf-token'] = r.pick(HOSTILE_HEADER_VALUES);
  if (r.chance(0.05)) h.origin = r.pick(['https://evil.example', 'null', r.pick(HOSTILE_HEADER_VALUES)]);
  return h;
}

/** One request at `route`, mostly with its own method; sometimes another method on the same path. */
export function fuzzRequest(r: FuzzContext, route: Route, bodies: Templates): FuzzRequest {
  const method = r.chance(0.05) ? r.pick(METHODS) : route.method;
  const url = `${path(r, route)}${r.chance(0.35) ? query(r) : ''}`;
  const request: FuzzRequest = { method, url, headers: headers(r, route) };
  if (method === 'GET' || method === 'OPTIONS' || (method === 'DELETE' && r.chance(0.8))) return request;
  const roll = r.next();
  const h = request.headers as Record<string, string>;
  if (roll < 0.75) {
    request.payload = JSON.stringify(jsonBody(r, bodies[`${route.method} ${route.path}`]));
    h['content-type'] = 'application/json';
  } else if (roll < 0.87) {
    request.payload = r.pick(BROKEN_JSON);
    h['content-type'] = 'application/json';
  } else if (roll < 0.97) {
    request.payload = r.chance(0.5) ? 'a=1&b=%00&c' : JSON.stringify({ a: r.pick(HOSTILE_STRINGS) });
    h['content-type'] = r.pick(CONTENT_TYPES);
  } else if (roll < 0.99) {
    h['content-type'] = 'application/json';
  } else {
    request.payload = '';
  }
  return request;
}
