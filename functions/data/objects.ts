/**
 * Every S3 object layout: the keys of the job files in the image bucket and of the catalog
 * snapshots in the catalog bucket. Table keys are in keys.ts; image upload keys (one prefix per
 * purpose) are core/uploads.ts, which the site shares. Infra grants and filters by these prefixes.
 */

/**
 * Object keys of imports and exports in the image bucket: uploaded CSVs (presigned PUT,
 * purpose 'import'), the job requests whose S3 events start the import job, error reports and
 * exports (served by presigned GET only: /media serves image keys alone). Infra grants by these.
 */
export const jobFiles = {
  upload: (id: string): string => `import/${id}.csv`,
  uploadPrefix: 'import/',
  /** `import-jobs/<jobId>.json`: the S3 event notification of this prefix feeds the job's queue. */
  request: (jobId: string): string => `import-jobs/${jobId}.json`,
  requestPrefix: 'import-jobs/',
  report: (jobId: string): string => `export/import-errors-${jobId}.csv`,
  export: (name: string, id: string): string => `export/${name}-${id}.csv`,
  exportPrefix: 'export/',
  /** `export-jobs/<jobId>.json`: the S3 event notification of this prefix feeds the export job's queue. */
  exportRequest: (jobId: string): string => `export-jobs/${jobId}.json`,
  exportRequestPrefix: 'export-jobs/',
} as const;

/**
 * Every prefix of jobFiles: files only their presigned URLs may read (the bucket grants
 * CloudFront image prefixes alone), kept JOB_FILE_DAYS by the bucket's lifecycle rules: an export
 * holds shoppers' e-mails, and no job reads its files after its own run.
 */
export const JOB_FILE_PREFIXES = [
  jobFiles.uploadPrefix,
  jobFiles.requestPrefix,
  jobFiles.exportPrefix,
  jobFiles.exportRequestPrefix,
] as const;
export const JOB_FILE_DAYS = 7;

/**
 * Object keys in the catalog bucket (CATALOG_BUCKET; data/repos/catalog-object.ts): one immutable
 * gzip'd snapshot per catalog version, and a pointer to the newest one built. Infra grants the
 * catalog read routes and the builder exactly `prefix*`.
 */
export const catalogObjects = {
  prefix: 'catalog/',
  snapshot: (version: number): string => `catalog/v${version}.json.gz`,
  latest: 'catalog/latest.json',
  /** Tagged on an object a newer one replaced; the bucket's lifecycle expires tagged objects. */
  superseded: { Key: 'superseded', Value: 'true' },
} as const;
