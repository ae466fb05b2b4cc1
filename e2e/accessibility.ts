/**
 * What the accessibility tests (a11y*.test.ts, keyboard.test.ts) share: axe-core's audit of a page
 * as it is now, the widths audited, and the shoppers and orders they open pages for.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, addAddressViaApi, addToCartViaApi, apiCall, apiToken, findProducts, registerShopper, signIn } from './browser.js';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const SLOW = { timeout: 20_000 };
export const SOON = { timeout: 10_000 };

export const widths = [
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: PHONE },
] as const;

/**
 * Runs axe on the page as it is now (or only on `scope`, e.g. an open modal whose page behind was
 * audited already) and returns one line per serious or critical violation (its id, help and the
 * elements concerned), plus any <img> without an alt attribute.
 */
export async function audit(page: Page, where: string, scope?: string): Promise<string[]> {
  // Toasts come and go on their own clock (a fading one blends into what is behind it): let them go.
  await page.waitForFunction(() => document.querySelectorAll('[data-toast]').length === 0, undefined, { timeout: 15_000 });
  // Let entrance animations (the drawer sliding in) finish: colours are measured on screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`);
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n    ${targets.slice(0, 6).join('\n    ')}`;
    });
  const noAlt = await page.locator(`${scope ?? ''} img:not([alt])`.trim()).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  if (noAlt.length > 0) findings.push(`${where}: img without alt: ${noAlt.join(', ')}`);
  return findings;
}

export function report(findings: string[]): string {
  return `accessibility violations (serious/critical):\n${findings.join('\n')}`;
}

/** Loading states are marked aria-busy; a page is ready to audit once none is left. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), SLOW).toBe(0);
}

/** A signed-in shopper with two products in the cart and a saved address. */
export async function shopperReadyToPay(page: Page): Promise<void> {
  const shopper = await registerShopper('a11y');
  const token = await apiToken(shopper.email, shopper.password);
  await addAddressViaApi(token);
  for (const product of await findProducts('milk', 2)) await addToCartViaApi(token, product._id);
  await signIn(page, shopper.email, shopper.password);
}

/** A shopper's cash-on-delivery order, just placed (through the API). */
export async function placedOrder(): Promise<{ _id: string; orderId: string; shopper: { email: string; password: string } }> {
  const shopper = await registerShopper('a11y-order');
  const token = await apiToken(shopper.email, shopper.password);
  const { _id: addressId } = await addAddressViaApi(token);
  for (const product of await findProducts('milk', 2)) await addToCartViaApi(token, product._id);
  const order = await apiCall<{ _id: string; orderId: string }>('POST', '/api/order/cash-on-delivery', { list_items: [], addressId, subTotalAmt: 0, totalAmt: 0 }, token);
  return { ...order, shopper };
}
