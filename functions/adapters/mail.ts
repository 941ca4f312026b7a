import { GetAccountCommand, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { createMimeMessage, Mailbox } from 'mimetext';
import { config } from '#functions/config';
import { tracer } from '#functions/observability';
import { clientOptions } from './aws-options';

let client: SESv2Client | undefined;

export function mail(): SESv2Client {
  if (!client) client = tracer.captureAWSv3Client(new SESv2Client(clientOptions(config().SES_ENDPOINT)));
  return client;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Answers go to this address (the adviser who sent a report), not to the no-reply sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Builds the raw MIME message: text and HTML alternatives, then attachments. */
export function buildMime(message: MailMessage, from: string): string {
  const mime = createMimeMessage();
  mime.setSender({ addr: from, name: 'RisqueVision' });
  mime.setTo(message.to);
  mime.setSubject(message.subject);
  if (message.replyTo) mime.setHeader('Reply-To', new Mailbox(message.replyTo));
  mime.addMessage({ contentType: 'text/plain', data: message.text });
  mime.addMessage({ contentType: 'text/html', data: message.html });
  for (const attachment of message.attachments ?? []) {
    mime.addAttachment({
      filename: attachment.filename,
      contentType: attachment.contentType,
      data: Buffer.from(attachment.data).toString('base64'),
    });
  }
  return mime.asRaw();
}

/** Sends through SESv2 as a raw message, so attachments travel too. Returns the message id. */
export async function sendMail(message: MailMessage): Promise<string> {
  const raw = buildMime(message, config().MAIL_FROM);
  const { MessageId } = await mail().send(
    new SendEmailCommand({ Content: { Raw: { Data: new TextEncoder().encode(raw) } } }),
  );
  return MessageId ?? '';
}

export async function checkMail(): Promise<void> {
  await mail().send(new GetAccountCommand({}));
}
