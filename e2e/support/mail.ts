import type { ReceivedMail, SmtpPeer } from '../../apps/api/test/smtp-peer.ts';

/** The first e-mail the test's SMTP peer received for `address`, waited for up to 15 s. */
export async function waitForMailTo(peer: SmtpPeer, address: string): Promise<ReceivedMail> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const mail = peer.received.find((candidate) => JSON.stringify(candidate.to).includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${address}`);
}
