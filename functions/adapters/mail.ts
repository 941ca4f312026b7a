import { GetAccountCommand, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
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

/**
 * Sends through SESv2's simple content: SES writes the MIME message (text and HTML alternatives,
 * the attachments, the encoded subject), so the functions carry no MIME library (the one used
 * before parsed a 133 KB media-type database at every cold start, issue 16). Returns the message id.
 */
export async function sendMail(message: MailMessage): Promise<string> {
  const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  const { MessageId } = await mail().send(
    new SendEmailCommand({
      FromEmailAddress: `RisqueVision <${config().MAIL_FROM}>`,
      Destination: { ToAddresses: [message.to] },
      ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: utf8(message.subject),
          Body: { Text: utf8(message.text), Html: utf8(message.html) },
          Attachments: message.attachments?.map((attachment) => ({
            FileName: attachment.filename,
            ContentType: attachment.contentType,
            RawContent: attachment.data,
            ContentDisposition: 'ATTACHMENT',
            ContentTransferEncoding: 'BASE64',
          })),
        },
      },
    }),
  );
  return MessageId ?? '';
}

export async function checkMail(): Promise<void> {
  await mail().send(new GetAccountCommand({}));
}
