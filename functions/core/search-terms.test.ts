import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saysTerm, STOP_WORDS, SYNONYMS, textSaysTerm } from './search-terms.js';

// Words that begin one another (mil, milk, milky), synonyms (doodh, dahi), stop words and numbers.
const vocabulary = ['mil', 'milk', 'milky', 'doodh', 'dudh', 'curd', 'dahi', 'yogurt', 'alu', 'aluminium', 'potato', 'atta', 'flour', 'a', '5', '500', 'kg', ...STOP_WORDS, ...SYNONYMS.keys()];
const word = fc.constantFrom(...vocabulary);
/** A name as search.ts keeps it: its terms separated by single spaces ('' for a name of no terms). */
const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));
const term = fc.oneof(word, word.chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))));

describe('textSaysTerm', () => {
  it('says of a name\'s text what saysTerm says of some word of it', () => {
    fc.assert(
      fc.property(text, term, (name, t) => {
        const words = name === '' ? [] : name.split(' ');
        expect(textSaysTerm(t)(name)).toBe(words.some(saysTerm(t)));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a synonym only whole and a typed term only from a word\'s start', () => {
    expect(textSaysTerm('alu')('aloo tikki')).toBe(true);
    expect(textSaysTerm('alu')('foil aluminium')).toBe(true); // typed: a prefix
    expect(textSaysTerm('aloo')('foil aluminium')).toBe(false); // alu is its synonym, aluminium is not alu
    expect(textSaysTerm('ilk')('amul milk')).toBe(false);
  });
});
