import { randomBytes } from 'node:crypto';
import { escapeHtml, mailLayout, type Mail } from './mail.js';

/**
 * The mail a new rider gets: they were added, and how to set their password. The account is made
 * with a random password nobody knows; "Forgot password?" (the one-time code by mail, then a new
 * password) sets theirs, so no password or reset link travels in this mail.
 */
export function riderWelcomeMail(input: { name: string; email: string; storeName: string; siteUrl: string }): Mail {
  const link = `${input.siteUrl}/forgot-password`;
  const paragraphs = [
    `Hi ${input.name},`,
    `You have been added as a QuickBasket rider${input.storeName ? ` at ${input.storeName}` : ''}.`,
    `To set your password, open ${link}, enter this e-mail address (${input.email}) and the code we send you, then choose a password.`,
    'Then log in and open "Rider" from the account menu to go on duty.',
  ];
  return {
    subject: 'QuickBasket: set your rider password',
    text: `${paragraphs.join('\n\n')}\n\nQuickBasket - groceries in 10 minutes`,
    html: mailLayout(
      paragraphs
        .map((p) => escapeHtml(p))
        .map((p) => p.replace(escapeHtml(link), `<a href="${escapeHtml(link)}" style="color:#15803d;font-weight:700">${escapeHtml(link)}</a>`))
        .map((p, i, all) => `<p style="margin:0 0 ${i === all.length - 1 ? 0 : 12}px">${p}</p>`)
        .join('\n'),
    ),
  };
}

/** A password nobody is told, that meets the pool's policy: the rider sets their own with a code. */
export const unknownPassword = (): string => `Rr#9${randomBytes(24).toString('base64url')}`;
