import { MessagesScreen } from '../features/messages/messages-screen';

/**
 * /admin/messages (docs/product/messages.md): the e-mails and SMS the shop writes shoppers, newest first: what was
 * sent and where, what waits, what failed and why (the peer's last answer, the attempts); filtered by status and
 * searched by order number, e-mail or phone. Staff who may resend one get a Resend button.
 */
export default function MessagesPage() {
  return <MessagesScreen />;
}
