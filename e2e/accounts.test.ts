import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, latestOtp, openPage, pngFile, registerShopper, signIn, site, toast, uniqueId, useBrowser, whatOverflowsSideways } from './browser.js';

/** The register answer, the same for a new e-mail and one that has an account (services/accounts/accounts.ts). */
const REGISTERED = 'Thanks for registering. Please login. If you already had an account with this email, we have sent you a mail.';

async function mailSubjects(email: string): Promise<string[]> {
  const { emails = [] } = (await (await fetch(site.mailStore)).json()) as { emails?: { subject: string; destination: { to: string[] } }[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(email))).map((mail) => mail.subject);
}

/** Server round trips on a busy 2-core machine: wait for them generously. */
const patient = { timeout: 15_000 };

const storedKeys = (page: Page) => page.evaluate(() => localStorage.length + sessionStorage.length);

/** The header's Account dropdown (from 768 px up), opened. */
async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.waitFor();
  return menu;
}

async function logOutFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // SPEC section 4: logout clears all browser storage.
  await expect.poll(() => storedKeys(page), patient).toBe(0);
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('accounts', () => {
  const browser = useBrowser();

  it('register, log in and out, edit the profile and avatar, recover the password', async () => {
    const id = uniqueId();
    const email = `e2e.account.${id}@example.com`;
    const name = `Asha ${id}`;
    const password = 'Basket#12345';
    const newPassword = 'Basket#67890';
    const page = await openPage(browser(), DESKTOP, '/register');

    // Register: show/hide works, a mismatch is caught in the page.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill(email);
    const passwordBox = page.getByLabel('Password', { exact: true });
    const confirmBox = page.getByLabel('Confirm Password', { exact: true });
    await passwordBox.fill(password);
    expect(await passwordBox.getAttribute('type')).toBe('password');
    const show = page.getByRole('button', { name: 'Show password' }).first();
    await show.click();
    expect(await passwordBox.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordBox.getAttribute('type')).toBe('password');

    await confirmBox.fill(`${password}x`);
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'password and confirm password must be same').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');

    await confirmBox.fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    // Registering signs the new account in at once, on / as /register was opened directly.
    await toast(page, `Welcome to QuickBasket, ${name}!`).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // The Account menu carries the name; log out clears everything.
    expect(await storedKeys(page)).toBeGreaterThan(0);
    await openAccountMenu(page);
    // The dropdown (in the header) names who is signed in; the footer's own My Account link aside.
    const header = page.getByRole('banner');
    expect(await header.getByText('My Account', { exact: true }).count()).toBe(1);
    expect(await header.getByText(name, { exact: true }).count()).toBe(1);
    expect(await header.getByText('(Admin)').count()).toBe(0);
    await page.keyboard.press('Escape');
    await logOutFromMenu(page);

    // Log in again, open Profile, edit name and mobile.
    await page.getByRole('link', { name: 'Login' }).click();
    await logIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/');
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    const nameBox = page.getByLabel('Name', { exact: true });
    const mobileBox = page.getByLabel('Mobile', { exact: true });
    await expect.poll(() => nameBox.inputValue(), patient).toBe(name);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const newName = `Asha Verma ${id}`;
    await nameBox.fill(newName);
    await mobileBox.fill('98765 43210');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Updated successfully').waitFor();
    // The server's spelling of the number comes back into the form.
    await expect.poll(() => mobileBox.inputValue(), patient).toBe('9876543210');
    await page.reload();
    await expect.poll(() => nameBox.inputValue(), patient).toBe(newName);
    expect(await mobileBox.inputValue()).toBe('9876543210');

    // Avatar: the Edit popup uploads a picture, which the profile then shows.
    const avatar = page.getByRole('main').locator('img[src*="/media/avatar/"]');
    expect(await avatar.count()).toBe(0);
    await page.getByRole('button', { name: 'Edit profile picture' }).click();
    const popup = page.getByRole('dialog', { name: 'Profile picture' });
    const chooser = page.waitForEvent('filechooser');
    await popup.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles(pngFile('me.png', [240, 120, 30]));
    await toast(page, 'Profile picture updated').waitFor();
    await expect.poll(() => popup.count(), patient).toBe(0);
    await expect.poll(() => avatar.count(), patient).toBeGreaterThan(0);
    // It really is a picture the site serves.
    await expect.poll(() => avatar.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), patient).toBe(16);
    await page.reload();
    await expect.poll(() => avatar.count(), patient).toBeGreaterThan(0);

    // Password recovery: e-mail, code from the mail, new password.
    await logOutFromMenu(page);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Otp' }).click();
    await page.waitForURL((url) => url.pathname === '/verification-otp');
    let otp: string | null = null;
    await expect.poll(async () => (otp = await latestOtp(email)), patient).toMatch(/^\d{6}$/);
    const code = String(otp);

    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
    await expect.poll(() => boxes.count(), patient).toBe(6);
    const values = () => boxes.evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => input.value).join(''));
    // Pasting a whole code into the first box spreads it over all six.
    await boxes.first().focus();
    await boxes.first().evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '12 34 56');
    await expect.poll(values, patient).toBe('123456');
    // Typing moves from box to box, replacing what was there...
    const lastBoxFocused = () => boxes.last().evaluate((input) => input === document.activeElement);
    await boxes.first().click();
    await page.keyboard.type(code);
    await expect.poll(values, patient).toBe(code);
    expect(await lastBoxFocused()).toBe(true);
    // ...also where a box already holds the digit typed (no change event comes then).
    await boxes.first().click();
    await page.keyboard.type(code);
    await expect.poll(values, patient).toBe(code);
    expect(await lastBoxFocused()).toBe(true);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');

    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'New password and confirm password must be same').waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The old password is refused; the new one works.
    await logIn(page, email, password);
    await toast(page, 'Incorrect email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await openAccountMenu(page);
    expect(await page.getByRole('banner').getByText(newName, { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('a new e-mail in the profile takes effect once the code mailed to it is entered', async () => {
    const id = uniqueId();
    const email = `before-${id}@example.com`;
    const newEmail = `after-${id}@example.com`;
    const password = 'Fresh#Basket1';
    const page = await openPage(browser(), DESKTOP, '/');
    const registered = await page.request.post('/api/user/register', { data: { name: 'Mira Das', email, password, confirmPassword: password } });
    expect(registered.status()).toBe(200);
    await signIn(page, email, password);
    await page.goto('/dashboard/profile');
    const emailBox = page.getByLabel('Email', { exact: true });
    await expect.poll(() => emailBox.inputValue(), patient).toBe(email);
    await emailBox.fill(newEmail);
    // All three are required (SPEC): a new account has no mobile yet.
    await page.getByLabel('Mobile', { exact: true }).fill('9876543210');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, /We sent a code/).waitFor();
    const codeBox = page.getByLabel(`Code sent to ${newEmail}`);
    await codeBox.waitFor();
    let otp: string | null = null;
    await expect.poll(async () => (otp = await latestOtp(newEmail)), patient).toMatch(/^\d{6}$/);
    await codeBox.fill(String(otp));
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await toast(page, 'Your email is changed').waitFor();
    await page.reload();
    await expect.poll(() => emailBox.inputValue(), patient).toBe(newEmail);
    await page.context().close();
  });

  it('registering an e-mail that has an account reads as any registration; its owner gets a mail', async () => {
    const owner = await registerShopper('owner');
    const page = await openPage(browser(), DESKTOP, '/register');
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('Other#Basket1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Other#Basket1');
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, REGISTERED).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => mailSubjects(owner.email), patient).toEqual(['QuickBasket: you already have an account']);
    // Nothing changed: the owner's password still signs in.
    await logIn(page, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('the code and reset screens need the previous step', async () => {
    const page = await openPage(browser(), DESKTOP, '/verification-otp');
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.goto('/reset-password');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Reset Password' }).count()).toBe(0);
    await page.context().close();
  });

  it('on a phone the account button opens /user; logging out there works; nothing overflows', async () => {
    const page = await openPage(browser(), PHONE, '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await signIn(page, 'shopper@example.com', 'Shopper#12345');
    // Below 768 px there is no dropdown: the Account link goes to the menu page.
    expect(await page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    const accountNav = page.getByRole('navigation', { name: 'Account', exact: true });
    await accountNav.waitFor();
    expect(await page.getByRole('region', { name: 'My Account' }).getByText('My Account', { exact: true }).count()).toBe(1);
    expect(await accountNav.getByRole('link', { name: 'Profile' }).count()).toBe(1);
    expect(await accountNav.getByRole('link', { name: 'Category' }).count()).toBe(0);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await accountNav.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => storedKeys(page), patient).toBe(0);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    // Once home has settled (tiles and rows in), nothing sticks out; a failure names what does.
    await page.getByRole('region', { name: /.+/ }).getByRole('article').first().waitFor();
    await expect.poll(() => whatOverflowsSideways(page), patient).toEqual([]);
    await page.context().close();
  });
});
