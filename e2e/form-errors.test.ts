/**
 * Forms check with the server's own rules (functions/core/contracts/fields.ts through react-hook-form's zod
 * resolver): every problem shows under its field at once, tied to it (aria-invalid,
 * aria-describedby), the first one also as a toast, and nothing is sent.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, countRequests, describedText, openAddAddressDialog, registerShopper, signIn, toast, useBrowserPages } from './browser.js';

const patient = { timeout: 15_000 };

describe('field errors under the fields', () => {
  const open = useBrowserPages();

  it('the product form shows a bad price and an empty unit at once, each under its field, and sends nothing', async () => {
    const page = await open(DESKTOP, '/login');
    await signIn(page, 'admin@example.com', 'Admin#12345');
    await page.goto('/dashboard/upload-product');
    const form = page.getByRole('main');
    await form.getByLabel('Name', { exact: true }).fill('Rock Salt Test');
    await form.getByLabel('Description', { exact: true }).fill('A test product that is never saved.');
    await form.getByLabel('Number of Stock', { exact: true }).fill('5');
    const price = form.getByLabel('Price (₹)', { exact: true });
    const unit = form.getByLabel('Unit', { exact: true });
    await price.fill('12.345');
    await form.getByLabel('Discount (%)', { exact: true }).fill('0');

    const creates = countRequests(page, '/api/product/create');
    await form.getByRole('button', { name: 'Submit' }).click();
    // The first problem in the form's order is the pickers': their toast, as before.
    await toast(page, 'Please add at least one image, category and sub category').waitFor(patient);
    await expect.poll(() => unit.getAttribute('aria-invalid'), patient).toBe('true');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(unit)).toContain('Unit is required');
    expect(await describedText(price)).toContain('Price (₹) must have at most 2 decimals');
    // Both shown at once, under their fields.
    expect(await form.getByText('Unit is required', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('Price (₹) must have at most 2 decimals', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('Add at least one image.', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByRole('combobox', { name: 'Category', exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Fields that are right are not marked.
    expect(await form.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    // Fixing a field clears its problem as it is typed.
    await unit.fill('1 kg');
    await expect.poll(() => unit.getAttribute('aria-invalid'), patient).toBeNull();
    expect(await form.getByText('Unit is required', { exact: true }).count()).toBe(0);
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(creates()).toBe(0);
  });

  it('Register shows the spec’s mismatch toast, and each problem under its field', async () => {
    const page = await open(DESKTOP, '/register');
    const registers = countRequests(page, '/api/user/register');
    await page.getByLabel('Name', { exact: true }).fill('Field Errors');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await password.fill('lowercase1');
    await confirm.fill('something else');
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'password and confirm password must be same').waitFor(patient);
    expect(await describedText(confirm)).toContain('password and confirm password must be same');
    expect(await describedText(password)).toContain('Password must contain an uppercase letter');
    expect(await describedText(page.getByLabel('Email', { exact: true }))).toContain('Enter a valid email address, like name@example.com');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(registers()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('the address dialog refuses a PIN code as the server would, under the field', async () => {
    const shopper = await registerShopper('field-errors');
    const page = await open(DESKTOP, '/login');
    await signIn(page, shopper.email, shopper.password);
    const dialog = await openAddAddressDialog(page);
    await dialog.getByLabel('Address Line').fill('12 MG Road');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('State').fill('Karnataka');
    const pincode = dialog.getByLabel('Pincode');
    await pincode.fill('012345');
    await dialog.getByLabel('Mobile No.').fill('9876543210');
    const creates = countRequests(page, '/api/address/create');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Enter a 6-digit PIN code').waitFor(patient);
    expect(await pincode.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(pincode)).toBe('Enter a 6-digit PIN code');
    // The focus goes to the field to fix.
    expect(await pincode.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(creates()).toBe(0);
  });
});
