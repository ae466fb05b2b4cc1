import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { UploadPurpose } from '../../functions/core/uploads.js';
import { jobFiles } from '../../functions/data/objects.js';
import { worker } from '../../functions/workers.js';
import type { Stage } from '../config.js';
import { type ObjectJob, objectJob } from '../constructs/object-job.js';

export interface ImportStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** The image bucket's fixed name (config.ts imagesBucketName): its ARNs are plain strings, no reference to the web stack. */
  imagesBucketName: string;
}

/** Receives of an import's message before the dead-letter queue (functions/workers.ts; local/object-jobs.ts tries as often). */
export const IMPORT_MAX_RECEIVES = worker('jobs/import-products.ts').retries!;
/** Receives of an export's message before the dead-letter queue, likewise. */
export const EXPORT_MAX_RECEIVES = worker('jobs/export-csv.ts').retries!;
/** Where product images are uploaded (core/uploads.ts imageKey: `<purpose>/<id>.<type>`). */
const PRODUCT_IMAGE_PREFIX = `${'product' satisfies UploadPurpose}/`;

/**
 * The object jobs of the image bucket (constructs/object-job.ts), deployed before the web stack,
 * whose bucket notifications S3 checks against their queues' policies:
 *
 * - product imports: /api/product/import writes `import-jobs/<jobId>.json`; jobs/import-products.ts
 *   runs the import (up to 50,000 rows in its 15 minutes); the import's lock frees itself 16 minutes
 *   after the import began;
 * - CSV exports: /api/product/export and /api/order/export write `export-jobs/<jobId>.json`;
 *   jobs/export-csv.ts reads the catalog or the orders and writes the CSV under export/.
 */
export class ImportStack extends Stack {
  readonly queue: ObjectJob['queue'];
  readonly deadLetters: ObjectJob['deadLetters'];
  readonly job: ObjectJob['job'];
  /** CSV exports: a job of their own, in a construct of their own (its resources' ids are under Export/). */
  readonly exports: ObjectJob;

  constructor(scope: Construct, id: string, props: ImportStackProps) {
    super(scope, id, props);
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const common = { stage: props.stage, table: props.table, alarmTopic: props.alarmTopic, imagesBucketName: props.imagesBucketName, removalPolicy };

    const imports = objectJob(this, {
      ...common,
      entry: 'jobs/import-products.ts',
      idPrefix: 'Import',
      alarmDescription: 'A product import failed all its tries: its job request waits in the import dead-letter queue (look at the import-products log)',
      objects: [
        { actions: ['s3:GetObject'], prefix: jobFiles.uploadPrefix, reason: 's3:GetObject of the uploaded CSVs: keys are import/<random id>.csv, one per upload, so the prefix is the narrowest ARN' },
        { actions: ['s3:PutObject'], prefix: jobFiles.exportPrefix, reason: 's3:PutObject of the error reports: keys are export/import-errors-<job id>.csv, one per import, so the prefix is the narrowest ARN' },
        // Each row's images are read (their first bytes) as product create reads them.
        { actions: ['s3:GetObject'], prefix: PRODUCT_IMAGE_PREFIX, reason: 's3:GetObject of product images: a row may name any uploaded product image (product/<random id>.<type>), so the prefix is the narrowest ARN' },
      ],
    });
    ({ queue: this.queue, deadLetters: this.deadLetters, job: this.job } = imports);

    this.exports = objectJob(new Construct(this, 'Export'), {
      ...common,
      entry: 'jobs/export-csv.ts',
      idPrefix: '',
      alarmDescription: 'A CSV export failed all its tries: its job request waits in the export dead-letter queue (look at the export-csv log)',
      objects: [
        { actions: ['s3:PutObject'], prefix: jobFiles.exportPrefix, reason: 's3:PutObject of the exports: keys are export/<kind>-<date>-<job id>.csv, one per export, so the prefix is the narrowest ARN' },
      ],
    });
  }
}
