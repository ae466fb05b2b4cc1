// @vitest-environment node
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DEV_SITE_ORIGIN } from './config.js';
import { API_THROTTLE } from './stacks/api-stack.js';
import { resourcesOf, onlyResource, getAttId, devApp } from './test-app.js';

/** The api stack: the HTTP API, its stage, access log and alarms. */

describe('api stack', () => {
  const { api } = devApp();

  it('throttles the $default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
      },
    });
  });

  it('writes one JSON access log line per request (request id, route, status, latency)', () => {
    const stage = onlyResource(api, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(getAttId(settings.DestinationArn)).toMatch(/^AccessLogs/);
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
    api.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('allows CORS from the configured site origin only', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: [DEV_SITE_ORIGIN] }),
    });
  });

  it('alarms on 5xx answers and on p95 latency', () => {
    const alarms = Object.values(resourcesOf(api, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.map((a) => [a.MetricName, a.Namespace]).sort()).toEqual([
      ['5xx', 'AWS/ApiGateway'],
      ['Latency', 'AWS/ApiGateway'],
    ]);
    expect(alarms.find((a) => a.MetricName === 'Latency')).toMatchObject({ ExtendedStatistic: 'p95' });
    for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
  });
});
