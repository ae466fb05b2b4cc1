import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import * as z from 'zod';
import type { Mail } from '../core/mail.js';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

const env = readEnv(z.object({ MAIL_FROM: z.string().min(3) }));

/** SES v1 SendEmail; the endpoint comes from AWS_ENDPOINT_URL_SES locally (aws-ses-v2-local answers v1 too). */
const ses = tracer.captureAWSv3Client(new SESClient({}));

export async function sendMail(to: string, mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      Source: env.MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
