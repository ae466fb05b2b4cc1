/** Mail the store sends (SES): a subject, a plain-text body and the same in HTML. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The store's mail frame around `content` (HTML already escaped): inline styles, as mail clients need. */
export function mailLayout(content: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:#facc15;padding:16px 24px;font-size:20px;font-weight:800">Quick<span style="color:#15803d">Basket</span></td></tr>
<tr><td style="padding:24px">
${content}
</td></tr></table></td></tr></table></body></html>`;
}
