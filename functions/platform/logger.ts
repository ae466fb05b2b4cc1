import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured JSON logger per function (Powertools); route() adds the request id per call.
 * Service name and level come from POWERTOOLS_SERVICE_NAME / POWERTOOLS_LOG_LEVEL (infra sets both).
 */
export const logger = new Logger();
