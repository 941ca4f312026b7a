import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { sendMail } from '#adapters/mail';

interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  attachments: { filename: string; content: string; contentType: string }[];
}

async function mailbox(): Promise<StoredMail[]> {
  const response = await fetch(`${inject('stack').mailboxUrl}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

describe('mail adapter against the local SES engine', () => {
  it('sends text, HTML and a PDF attachment, answers going to the adviser', async () => {
    // Prepare
    const to = `client-${randomUUID()}@test.local`;
    const pdf = new TextEncoder().encode('%PDF-1.7 rapport de risques');

    // Act
    const id = await sendMail({
      to,
      subject: 'Rapport d’analyse des risques — Atelier',
      text: 'Veuillez trouver le rapport ci-joint.',
      html: '<p>Veuillez trouver le rapport <strong>ci-joint</strong>.</p>',
      replyTo: 'conseillere@test.local',
      attachments: [{ filename: 'rapport-sst.pdf', contentType: 'application/pdf', data: pdf }],
    });

    // Assess
    const stored = (await mailbox()).find((m) => m.destination.to.some((address) => address.includes(to)));
    expect(id).not.toBe('');
    expect(stored?.from).toMatch(/^RisqueVision <.+@.+>$/);
    expect(stored?.replyTo).toEqual(['conseillere@test.local']);
    expect(stored?.subject).toBe('Rapport d’analyse des risques — Atelier');
    expect(stored?.body.text).toContain('Veuillez trouver le rapport ci-joint.');
    expect(stored?.body.html).toContain('<strong>ci-joint</strong>');
    expect(stored?.attachments).toHaveLength(1);
    expect(stored?.attachments[0]?.filename).toBe('rapport-sst.pdf');
    expect(stored?.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.from(stored!.attachments[0]!.content, 'base64').toString()).toBe(
      '%PDF-1.7 rapport de risques',
    );
  });
});
