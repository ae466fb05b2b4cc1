import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '../core/uploads.js';
import { catalogObjects, jobFiles, JOB_FILE_PREFIXES } from './objects.js';

describe('S3 object layouts', () => {
  it('each job file key lies under the prefix that grants, feeds and expires it', () => {
    expect(jobFiles.upload('u1')).toBe('import/u1.csv');
    expect(jobFiles.upload('u1').startsWith(jobFiles.uploadPrefix)).toBe(true);
    expect(jobFiles.request('j1').startsWith(jobFiles.requestPrefix)).toBe(true);
    expect(jobFiles.report('j1').startsWith(jobFiles.exportPrefix)).toBe(true);
    expect(jobFiles.export('orders', 'j1').startsWith(jobFiles.exportPrefix)).toBe(true);
    expect(jobFiles.exportRequest('j1').startsWith(jobFiles.exportRequestPrefix)).toBe(true);
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
