import { escapeHtml, mailLayout, type Mail } from './mail.js';

/**
 * The mails that answer an attempt to use an address that already has an account. The site tells
 * the person trying nothing about it (register and update-user answer as for a free address), so
 * the owner of the address hears it here, with what to do. Neither holds a code.
 */

function notice(name: string, subject: string, paragraphs: string[]): Mail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    subject,
    text: `${[greeting, ...paragraphs].join('\n\n')}\n\nQuickBasket - groceries in 10 minutes`,
    html: mailLayout(
      [greeting, ...paragraphs].map((p, i, all) => `<p style="margin:0 0 ${i === all.length - 1 ? 0 : 12}px">${escapeHtml(p)}</p>`).join('\n'),
    ),
  };
}

/** Someone registered with the owner's address: no second account was made. */
export function registerAttemptMail(name: string): Mail {
  return notice(name, 'QuickBasket: you already have an account', [
    'Someone just tried to register a QuickBasket account with this e-mail address. It already has an account, so nothing was created and nothing changed.',
    'If it was you: log in with this address. Forgot your password? Use "Forgot password?" on the login page to set a new one.',
    'If it was not you, you can ignore this mail; your account stays as it is.',
  ]);
}

/** Someone asked to move another account to the owner's address: it was not moved, and no code was sent. */
export function emailTakenMail(name: string): Mail {
  return notice(name, 'QuickBasket: this address already has an account', [
    'Someone asked to use this e-mail address for a QuickBasket account, but it already belongs to your account. Nothing changed and no code was sent.',
    'If you want to use this address for the other account, first change the e-mail of this account in its profile.',
    'If it was not you, you can ignore this mail.',
  ]);
}
