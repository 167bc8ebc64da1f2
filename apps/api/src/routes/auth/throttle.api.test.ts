import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { signUp, TEST_PASSWORD } from '../../../test/users';
import { THROTTLE_LIMITS } from '../../modules/auth/throttle';

// The same behaviour from the in-memory store and, when TEST_REDIS_URL is set (CI), from Redis.
const stores: [string, string | undefined][] = [['memory', undefined]];
if (process.env.TEST_REDIS_URL) stores.push(['redis', process.env.TEST_REDIS_URL]);

const MINUTE = 60_000;
const { account, address, signup } = THROTTLE_LIMITS;

describe.each(stores)('throttling with the %s store', (_kind, redisUrl) => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  // Time is moved by the tests, never waited for.
  let now = Date.UTC(2026, 10, 22, 9, 0, 0);
  beforeAll(async () => {
    t = await buildTestApp({ redisUrl, throttling: { now: () => now, keyPrefix: `test:${randomUUID()}:` } });
  });
  afterAll(() => t?.close());

  let ipCounter = 0;
  const freshIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const login = (email: string, password: string, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });
  const register = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'New', email: `n-${randomUUID()}@example.com`, password: TEST_PASSWORD }, remoteAddress: ip });
  const failTimes = async (n: number, email: string, ip?: () => string) => {
    for (let i = 0; i < n; i++) expect((await login(email, 'wrong-password-1', ip?.())).statusCode).toBe(401);
  };

  it(`locks an account for ${account.lockMs / MINUTE} minutes after ${account.failures} failures, from whichever address`, async () => {
    const { email } = await signUp(t.app);
    await failTimes(account.failures, email);
    const locked = await login(email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(account.lockMs / 1000));
    expect(locked.json()).toEqual({ message: 'Too many attempts. Please try again in 5 minutes.', code: 'rate_limited' });

    now += account.lockMs - MINUTE;
    const later = await login(email, TEST_PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('60');
    expect(later.json().message).toBe('Too many attempts. Please try again in 1 minute.');

    now += MINUTE;
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an unknown e-mail like a real one, so the lock reveals nothing', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    await failTimes(account.failures, email);
    expect((await login(email, 'anything-else')).statusCode).toBe(429);
    // Another letter case is the same account.
    expect((await login(email.toUpperCase(), 'anything-else')).statusCode).toBe(429);
  });

  it('forgets failures on a successful sign-in', async () => {
    const { email } = await signUp(t.app);
    await failTimes(account.failures - 1, email);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    await failTimes(account.failures - 1, email);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const { email } = await signUp(t.app);
    await failTimes(account.failures - 1, email);
    now += account.windowMs;
    await failTimes(account.failures - 1, email);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  const deviceCookie = (res: { headers: Record<string, unknown> }) => String([res.headers['set-cookie']].flat()[0] ?? '').split(';')[0]!;
  const loginWith = (email: string, password: string, cookie: string, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: { cookie }, remoteAddress: ip });

  it('lets a browser that signed in to the account before through a lock a stranger caused', async () => {
    const { email } = await signUp(t.app);
    const first = await login(email, TEST_PASSWORD);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^bazar_device=[\w-]{22}\.[\w-]+$/);
    await failTimes(account.failures, email);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
    const trusted = await loginWith(email, TEST_PASSWORD, cookie);
    expect(trusted.statusCode).toBe(200);
    // A cookie of another account, or a changed one, is no pass.
    const other = await signUp(t.app);
    const otherCookie = deviceCookie(await login(other.email, TEST_PASSWORD));
    expect((await loginWith(email, TEST_PASSWORD, otherCookie)).statusCode).toBe(429);
    expect((await loginWith(email, TEST_PASSWORD, `${cookie.slice(0, -2)}xx`)).statusCode).toBe(429);
    now += account.lockMs;
  });

  it('still limits a trusted browser by its own failures', async () => {
    const { email } = await signUp(t.app);
    const cookie = deviceCookie(await login(email, TEST_PASSWORD));
    for (let i = 0; i < account.failures; i++) expect((await loginWith(email, 'wrong-password-1', cookie)).statusCode).toBe(401);
    const locked = await loginWith(email, TEST_PASSWORD, cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(account.lockMs / 1000));
    now += account.lockMs;
    expect((await loginWith(email, TEST_PASSWORD, cookie)).statusCode).toBe(200);
  });

  it(`stops an address after ${address.failures} failures over many accounts, while other shoppers sign in`, async () => {
    const attackerIp = freshIp();
    const bystander = await signUp(t.app);
    for (let i = 0; i < address.failures; i++) {
      expect((await login(`guess-${i}-${randomUUID()}@example.com`, 'password-guess', attackerIp)).statusCode).toBe(401);
    }
    const blocked = await login(bystander.email, TEST_PASSWORD, attackerIp);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(address.lockMs / 1000);
    // Another account from another address is not affected.
    expect((await login(bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
    now += address.lockMs;
    expect((await login(bystander.email, TEST_PASSWORD, attackerIp)).statusCode).toBe(200);
  });

  it(`allows ${signup.attempts} sign-ups an hour from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < signup.attempts; i++) expect((await register(ip)).statusCode).toBe(201);
    const refused = await register(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: 'Too many attempts. Please try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBe(signup.windowMs / 1000);
    expect((await register(freshIp())).statusCode).toBe(201);
    now += signup.windowMs;
    expect((await register(ip)).statusCode).toBe(201);
  });
});
