import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';
import { countColdStart } from './metrics.js';

/**
 * X-Ray through Powertools. It works in Lambda, where infra turns on active tracing, and turns
 * itself off anywhere else (the local stack also sets POWERTOOLS_TRACE_DISABLED). Every AWS SDK
 * client is passed through tracer.captureAWSv3Client where it is made, so each call is a
 * subsegment with its service, operation and status; outgoing HTTPS (Stripe) is captured by the
 * tracer itself. Responses are never recorded (they hold shoppers' data).
 */
export const tracer = new Tracer();

/**
 * What every function does around each invocation: route() for the API, and the consumers, the
 * job and the trigger around their handlers. ColdStart is counted on a container's first call, and
 * the work runs in a `## handler` subsegment annotated with ColdStart and the service (searchable
 * in X-Ray, which the facade segment Lambda makes is not), holding the error when it throws.
 */
export function observed<A extends [event?: unknown, context?: Partial<Context>, ...rest: unknown[]], R>(
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    countColdStart(args[1]?.functionName);
    const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    if (!parent) return handler(...args);
    const segment = parent.addNewSubsegment('## handler');
    tracer.setSegment(segment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handler(...args);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      segment.close();
      tracer.setSegment(parent);
    }
  };
}
