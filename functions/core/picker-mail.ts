import { escapeHtml, mailLayout, type Mail } from './mail.js';

/**
 * The mail a new picker gets, as a new rider's (core/rider-mail.ts): they were added, and how to
 * set their password with "Forgot password?" (no password or reset link travels in it).
 */
export function pickerWelcomeMail(input: { name: string; email: string; storeName: string; siteUrl: string }): Mail {
  const link = `${input.siteUrl}/forgot-password`;
  const paragraphs = [
    `Hi ${input.name},`,
    `You have been added as a QuickBasket picker at ${input.storeName}.`,
    `To set your password, open ${link}, enter this e-mail address (${input.email}) and the code we send you, then choose a password.`,
    `Then log in and open ${input.siteUrl}/picker to pick your store's orders.`,
  ];
  return {
    subject: 'QuickBasket: set your picker password',
    text: `${paragraphs.join('\n\n')}\n\nQuickBasket - groceries in 10 minutes`,
    html: mailLayout(paragraphs.map((p, i, all) => `<p style="margin:0 0 ${i === all.length - 1 ? 0 : 12}px">${escapeHtml(p)}</p>`).join('\n')),
  };
}
