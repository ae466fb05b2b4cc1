/**
 * A built MiniSearch index as compact plain data, and back. MiniSearch's own `toJSON` writes each
 * term's postings as objects keyed by document number (`{"5771": 1, ...}`): at 50,000 products
 * that is 19 MB of JSON whose parse, and then `loadJS` turning every object back into a Map,
 * took over half of a new container's catalog load. Here postings are arrays of numbers (document
 * gaps and term counts), which JSON parses as packed arrays, and loading fills MiniSearch's maps
 * directly from them.
 *
 * Loading reaches into MiniSearch's private fields (the ones `loadJS` fills, see `Internals`):
 * search.test.ts proves, over random queries, that a loaded index answers exactly as the built one,
 * so a MiniSearch upgrade that moves them fails there, not in production.
 */
import MiniSearch from 'minisearch';
import type { AsPlainObject } from 'minisearch';

/** The index as data. Documents are numbered by their place in `ids`. */
export interface CompactIndex {
  ids: string[];
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's length of each field (its distinct terms), `fields` numbers per document. */
  fieldLength: number[];
  fields: number;
  terms: string[];
  /** Per term: for each field it occurs in, the field id, the number of documents, then per document its gap from the previous one and the term's count. */
  postings: number[][];
}

/** What MiniSearch 7's `loadJS` fills on top of what its plain object says. */
interface Internals {
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldLength: Map<number, number[]>;
  _index: { set(term: string, fields: Map<number, Map<number, number>>): unknown };
}

export function compactIndexOf<T>(index: MiniSearch<T>): CompactIndex {
  const plain = index.toJSON();
  // A document's place in `ids`: its number once loaded (MiniSearch numbers them from 0 as added,
  // so this is the identity for an index built in one go).
  const place = new Map<number, number>();
  const ids: string[] = [];
  for (const [shortId, id] of Object.entries(plain.documentIds)) {
    place.set(Number(shortId), ids.length);
    ids.push(String(id));
  }
  const fields = Object.keys(plain.fieldIds).length;
  const fieldLength = new Array<number>(ids.length * fields).fill(0);
  for (const [shortId, lengths] of Object.entries(plain.fieldLength)) {
    const at = place.get(Number(shortId))! * fields;
    lengths.forEach((length, fieldId) => (fieldLength[at + fieldId] = length));
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, byField] of plain.index) {
    const list: number[] = [];
    for (const [fieldId, counts] of Object.entries(byField)) {
      const docs = Object.entries(counts)
        .map(([shortId, count]) => [place.get(Number(shortId))!, count] as const)
        .sort((a, b) => a[0] - b[0]);
      list.push(Number(fieldId), docs.length);
      let previous = 0;
      for (const [doc, count] of docs) {
        list.push(doc - previous, count);
        previous = doc;
      }
    }
    terms.push(term);
    postings.push(list);
  }
  return { ids, fieldIds: plain.fieldIds, averageFieldLength: plain.averageFieldLength, fieldLength, fields, terms, postings };
}

export function loadCompactIndex<T>(data: CompactIndex, options: ConstructorParameters<typeof MiniSearch<T>>[0]): MiniSearch<T> {
  const count = data.ids.length;
  const empty: AsPlainObject = {
    documentCount: count,
    nextId: count,
    documentIds: {},
    fieldIds: data.fieldIds,
    fieldLength: {},
    averageFieldLength: data.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const index = MiniSearch.loadJS<T>(empty, options);
  const internals = index as unknown as Internals;
  const { fields } = data;
  for (let doc = 0; doc < count; doc++) {
    const id = data.ids[doc]!;
    internals._documentIds.set(doc, id);
    internals._idToShortId.set(id, doc);
    internals._fieldLength.set(doc, data.fieldLength.slice(doc * fields, doc * fields + fields));
  }
  data.terms.forEach((term, t) => {
    const list = data.postings[t]!;
    const byField = new Map<number, Map<number, number>>();
    for (let i = 0; i < list.length; ) {
      const fieldId = list[i++]!;
      const docs = list[i++]!;
      const counts = new Map<number, number>();
      let doc = 0;
      for (let d = 0; d < docs; d++) {
        doc += list[i++]!;
        counts.set(doc, list[i++]!);
      }
      byField.set(fieldId, counts);
    }
    internals._index.set(term, byField);
  });
  return index;
}
