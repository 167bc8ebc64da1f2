/** Where the browser tests' mailbox listens, beside the shop's E2E_PORT: SMTP for the shop, HTTP for the tests. */
export function mailboxPorts(shopPort: number = Number(process.env.E2E_PORT ?? 3100)) {
  const http = Number(process.env.E2E_MAILBOX_PORT ?? shopPort + 2000);
  return { http, smtp: http + 1 };
}
