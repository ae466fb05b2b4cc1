import type http from 'node:http';
import type { LocalRefund, LocalSession } from './stripe-objects.js';

/** Back to the store, as Stripe's hosted checkout page sends the browser. */
export function redirect(res: http.ServerResponse, target: string, sessionId: string): void {
  res.writeHead(303, { location: target.replace('{CHECKOUT_SESSION_ID}', sessionId) });
  res.end();
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100);

/** The hosted checkout page of the local Stripe (local/stripe.ts): Pay and Cancel post back to it. */
export function checkoutPage(session: LocalSession): string {
  const lines = session.line_items
    .map((l) => `<tr><td>${escape(l.description)} × ${l.quantity}</td><td class="n">${inr(l.unit_amount * l.quantity)}</td></tr>`)
    .join('');
  return page(
    'Test checkout',
    `<p class="badge">Local test mode: no real payment</p>
<h1>Pay QuickBasket</h1>
<table>${lines}<tr class="total"><td>Total</td><td class="n">${inr(session.amount_total)}</td></tr></table>
<form method="post" action="/local-checkout/${session.id}/pay"><button class="pay" type="submit">Pay ${inr(session.amount_total)}</button></form>
<form method="post" action="/local-checkout/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="small"><a href="/local-stripe">All local payments and refunds</a></p>`,
  );
}

/** A table under its heading; on a narrow screen it scrolls sideways in a focusable, named region. */
function section(id: string, heading: string, columns: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<h2 id="${id}">${heading}</h2><p>${empty}</p>`;
  const head = columns.map((c) => `<th scope="col">${c}</th>`).join('');
  return `<h2 id="${id}">${heading}</h2>
<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0"><table class="list"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** /local-stripe: the sessions and refunds, the developer's stand-in for the Stripe Dashboard. */
export function dashboardPage(sessions: LocalSession[], refunds: LocalRefund[]): string {
  const orderOf = (metadata: Record<string, string>) => escape(metadata.orderId ?? '—');
  const sessionRows = sessions.map((s) => {
    const id = `<code>${escape(s.id)}</code>`;
    // Only an open session's page can still be paid or cancelled.
    const idCell = s.status === 'open' ? `<a href="/local-checkout/${escape(s.id)}">${id}</a>` : id;
    return `<tr><td>${idCell}</td><td><code>${orderOf(s.metadata)}</code></td><td>${escape(s.status)}</td><td>${inr(s.amount_total)}</td></tr>`;
  });
  const refundRows = refunds.map((r) => {
    const created = new Date(r.created * 1000);
    const time = created.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' });
    return `<tr><td><code>${escape(r.id)}</code></td><td><code>${orderOf(r.metadata)}</code></td><td>${inr(r.amount)}</td><td>${escape(r.status)}</td><td><time datetime="${created.toISOString()}">${escape(time)}</time></td></tr>`;
  });
  return page(
    'Local Stripe',
    `<p class="badge">Local test mode: no real money</p>
<h1>Local Stripe</h1>
${section('sessions', 'Checkout sessions', ['Session', 'Order', 'Status', 'Amount'], sessionRows, 'No checkout sessions yet.')}
${section('refunds', 'Refunds', ['Refund', 'Order', 'Amount', 'Status', 'Created'], refundRows, 'No refunds yet.')}
<p class="small"><a href="/">Back to the store</a></p>`,
    true,
  );
}

export function page(title: string, content: string, wide = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#1f2937}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0001}
main.wide{max-width:960px}@media (max-width:480px){main.wide{margin:0;border-radius:0;padding:16px}.list{font-size:14px}}
h1{font-size:20px;margin:8px 0 16px}h2{font-size:16px;margin:24px 0 8px}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;margin:0}
table{width:100%;border-collapse:collapse;margin-bottom:16px}td{padding:6px 0;border-bottom:1px solid #eee}.n{text-align:right}.total td{font-weight:700;border:0}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:3px solid #2563eb}.list th{text-align:left;font-size:13px;color:#4b5563;padding:6px 12px 6px 0;border-bottom:1px solid #d1d5db}
.list td{padding-right:12px;vertical-align:top}.list th:last-child,.list td:last-child{padding-right:0}code{font-size:12px;word-break:break-all}
.small{font-size:14px;margin:16px 0 0}a{color:#1d4ed8}a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;padding:12px;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#15803d;color:#fff;border:0}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style>
</head><body><main${wide ? ' class="wide"' : ''}>${content}</main></body></html>`;
}
