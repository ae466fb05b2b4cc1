/**
 * A GSTIN (the seller's GST registration) checked as the GST portal checks it: 15 characters, the
 * state's two-digit code, the PAN (5 letters, 4 digits, 1 letter), the entity number, 'Z', and a
 * check character over the first 14 (weights 1 and 2 alternating, base 36). Its first two digits
 * must be the code of the state the store names, or the invoice's CGST/SGST split would be wrong.
 */

/** The GST state codes by the state's name as addresses spell it. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01', 'Himachal Pradesh': '02', Punjab: '03', Chandigarh: '04', Uttarakhand: '05',
  Haryana: '06', Delhi: '07', Rajasthan: '08', 'Uttar Pradesh': '09', Bihar: '10', Sikkim: '11',
  'Arunachal Pradesh': '12', Nagaland: '13', Manipur: '14', Mizoram: '15', Tripura: '16', Meghalaya: '17',
  Assam: '18', 'West Bengal': '19', Jharkhand: '20', Odisha: '21', Chhattisgarh: '22', 'Madhya Pradesh': '23',
  Gujarat: '24', 'Dadra and Nagar Haveli and Daman and Diu': '26', Maharashtra: '27', Karnataka: '29', Goa: '30',
  Lakshadweep: '31', Kerala: '32', 'Tamil Nadu': '33', Puducherry: '34', 'Andaman and Nicobar Islands': '35',
  Telangana: '36', 'Andhra Pradesh': '37', Ladakh: '38',
};

export const GST_STATES = Object.keys(GST_STATE_CODES);

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36] ?? '';
}

/** Same state by name, however it is cased or spaced ("tamil  nadu" is Tamil Nadu). */
export const sameStateName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The state's name as GST_STATES spells it, or undefined for a name that is not a state. */
export function gstState(name: string): string | undefined {
  return GST_STATES.find((state) => sameStateName(state, name));
}

/** What is wrong with a GSTIN for a store in `state`, or undefined when it is right. */
export function gstinProblem(gstin: string, state: string): string | undefined {
  if (!SHAPE.test(gstin)) return 'GSTIN: 15 characters, as 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character)';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN: its check character is wrong (a typing mistake?)';
  const code = GST_STATE_CODES[gstState(state) ?? ''];
  if (!code) return `state: not a state of India (${GST_STATES.slice(0, 3).join(', ')}, …)`;
  if (gstin.slice(0, 2) !== code) return `GSTIN: a ${gstState(state)} GSTIN begins with ${code}`;
  return undefined;
}
