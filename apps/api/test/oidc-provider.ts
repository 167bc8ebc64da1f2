// oidc-provider ships no types: its declarations sit beside this file, which test files import from elsewhere.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-module.d.ts" />
// A real OpenID provider (oidc-provider, the certified implementation) standing in for Google in the
// API tests and the browser tests: discovery, signed ID tokens, PKCE required, a login page and a
// consent page (its development interactions), and `error=access_denied` from its Cancel link.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** What "Google" says about a login name: the claims of its ID token. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims for a login name; names never set get `<name>@example.com`, verified. */
  setAccount(login: string, account: ProviderAccount): void;
  close(): Promise<void>;
}

interface Options {
  /** The shop's callback URLs, registered exactly as Google requires. */
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

function defaultAccount(login: string): ProviderAccount {
  const given = login.charAt(0).toUpperCase() + login.slice(1);
  return { email: `${login}@example.com`, email_verified: true, name: `${given} Test`, given_name: given, family_name: 'Test' };
}

export async function startOidcProvider(options: Options): Promise<TestProvider> {
  const clientId = options.clientId ?? 'bazar-shop';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const accounts = new Map<string, ProviderAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub) ?? defaultAccount(sub);
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google puts the e-mail and profile in the ID token itself; so does this provider.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (login, account) => accounts.set(login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Jar = Map<string, string>;

function keepCookies(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=.*1970/i.test(a));
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x2F;|&#47;/g, '/').replace(/&quot;/g, '"');

/**
 * A shopper's browser at the provider: follows the authorization URL, logs in as `login` (or presses
 * Cancel) and consents, and returns the URL the provider finally sends the browser to (the shop's
 * callback). `jar` is the browser's provider cookies: pass the same one to come back as the same person.
 */
export async function passProvider(authorizationUrl: string, action: { login: string } | { cancel: true }, jar: Jar = new Map()): Promise<URL> {
  const providerOrigin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    keepCookies(jar, response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== providerOrigin) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 500)}`);
    if ('cancel' in action) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error(`No Cancel link on the provider's page: ${html.slice(0, 500)}`);
      url = new URL(unescapeHtml(abort), url).href;
      body = undefined;
      continue;
    }
    const form = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!form || !prompt) throw new Error(`No form on the provider's page: ${html.slice(0, 500)}`);
    body = prompt === 'login' ? new URLSearchParams({ prompt, login: action.login, password: 'any' }) : new URLSearchParams({ prompt });
    url = new URL(unescapeHtml(form), url).href;
  }
  throw new Error('The provider kept redirecting');
}
