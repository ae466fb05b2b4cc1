import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { RouteEntry } from '../../functions/api/routes.js';
import type { Stage } from '../config.js';
import { ApiRoute, type RouteResources, routeConstructId } from '../constructs/api-route.js';

export interface RoutesStackProps extends StackProps {
  stage: Stage;
  api: IHttpApi;
  /** The api stack's JWT authorizer, for user and admin routes. */
  authorizer: IHttpRouteAuthorizer;
  /** The manifest entries to deploy: the built ones (planned entries have no handler yet). */
  routes: readonly RouteEntry[];
  resources: RouteResources;
  alarmTopic: ITopic;
}

/** One route, function, error alarm and least-privilege grant per given manifest entry, on the api stack's API; one stack per group of infra/route-stacks.ts. */
export class RoutesStack extends Stack {
  readonly routes: ApiRoute[];

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    const logRemovalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.routes = props.routes.map(
      (route) =>
        new ApiRoute(this, routeConstructId(route), {
          route,
          api: props.api,
          authorizer: props.authorizer,
          resources: props.resources,
          logRemovalPolicy,
          alarmTopic: props.alarmTopic,
        }),
    );
  }
}
