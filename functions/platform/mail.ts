import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import * as z from 'zod';
import type { Mail } from '../core/mail.js';
import { readEnv } from './env.js';

const env = readEnv(z.object({ MAIL_FROM: z.string().min(3) }));

/** The endpoint comes from AWS_ENDPOINT_URL(_SESV2) locally (aws-ses-v2-local). */
const ses = new SESv2Client({});

export async function sendMail(to: string, mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
