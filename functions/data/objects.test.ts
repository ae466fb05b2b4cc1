import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '../core/uploads.js';
import { catalogObjects, importObjects, JOB_FILE_PREFIXES } from './objects.js';

describe('S3 object layouts', () => {
  it('each job file key lies under the prefix that grants, feeds and expires it', () => {
    expect(importObjects.upload('u1')).toBe('import/u1.csv');
    expect(importObjects.upload('u1').startsWith(importObjects.uploadPrefix)).toBe(true);
    expect(importObjects.request('j1').startsWith(importObjects.requestPrefix)).toBe(true);
    expect(importObjects.report('j1').startsWith(importObjects.exportPrefix)).toBe(true);
    expect(importObjects.export('orders', 'j1').startsWith(importObjects.exportPrefix)).toBe(true);
    expect(importObjects.exportRequest('j1').startsWith(importObjects.exportRequestPrefix)).toBe(true);
  });

  it('job files, catalog snapshots and image uploads never share a prefix (the bucket serves images alone)', () => {
    const prefixes = [...JOB_FILE_PREFIXES, catalogObjects.prefix, ...UPLOAD_PURPOSES.map((purpose) => `${purpose}/`)];
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(a.startsWith(b), `${a} under ${b}`).toBe(false);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('catalog snapshots and the pointer lie under the prefix the readers are granted', () => {
    expect(catalogObjects.snapshot(7)).toBe('catalog/v7.json.gz');
    expect(catalogObjects.latest.startsWith(catalogObjects.prefix)).toBe(true);
  });
});
