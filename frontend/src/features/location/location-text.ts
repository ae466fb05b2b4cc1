import type { Serviceability } from '@core/stores';

/** What the header's location button says: the promise (or why there is none) over the place. */
export interface LocationText {
  headline: string;
  /** "400001, Mumbai"; null when no location is chosen. */
  place: string | null;
}

/**
 * "Delivery in 12 min" over "400001, Mumbai"; "Select delivery location" before a choice; for an
 * unserved pincode, a closed or a paused store the server's words ("We don't deliver to 560099
 * yet", "Closed now, opens at 7:00 am", the pause reason), as checkout will refuse with them.
 */
export function locationText(choice: { pincode: string; place: string } | null, answer: Serviceability | undefined): LocationText {
  if (!choice || !answer) return { headline: 'Select delivery location', place: null };
  const place = choice.place ? `${choice.pincode}, ${choice.place}` : choice.pincode;
  return { headline: answer.canOrder ? `Delivery in ${answer.etaMinutes} min` : answer.message, place };
}
