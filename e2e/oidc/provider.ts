// The "Google" of the browser tests: the API tests' local OpenID provider on a fixed port, with the
// shop's callback registered. Started by playwright.config.ts beside the shop.
import { startOidcProvider } from '../../apps/api/test/oidc-provider';

const port = Number(process.env.OIDC_PORT);
const shopUrl = process.env.SHOP_URL;
if (!port || !shopUrl) throw new Error('OIDC_PORT and SHOP_URL are required');

const provider = await startOidcProvider({
  port,
  redirectUris: [`${shopUrl}/api/v1/auth/google/callback`],
  clientId: process.env.GOOGLE_CLIENT_ID,
  clientSecret: process.env.GOOGLE_CLIENT_SECRET,
});
// Logins the tests use; any other login name gets `<name>@example.com`, verified.
provider.setAccount('sadia', { email: 'sadia.islam@example.com', email_verified: true, name: 'Sadia Islam', given_name: 'Sadia', family_name: 'Islam' });
provider.setAccount('tanvir', { email: 'tanvir.ahmed@example.com', email_verified: true, name: 'Tanvir Ahmed', given_name: 'Tanvir', family_name: 'Ahmed' });
console.log(`OpenID provider for the browser tests at ${provider.issuer}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
