import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per function (Powertools); route() adds the request id per call. */
export const logger = new Logger({ serviceName: 'quickbasket' });
