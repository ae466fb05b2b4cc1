import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { Construct } from 'constructs';
import type { RouteEntry } from '../../functions/api/routes.js';
import { PROJECT, type Stage } from '../config.js';
import { ApiRoute, type RouteResources, routeConstructId } from '../constructs/api-route.js';

export interface ApiStackProps extends StackProps {
  stage: Stage;
  /** The manifest entries to deploy: the built ones (planned entries have no handler yet). */
  routes: readonly RouteEntry[];
  resources: RouteResources;
  /** Browser origins allowed by CORS (the site calls same-origin through CloudFront in AWS). */
  siteOrigins: string[];
}

/** The HTTP API: one route, function and least-privilege grant per manifest entry. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly routes: ApiRoute[];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { userPool, userPoolClient } = props.resources;

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${PROJECT}-${props.stage}-api`,
      corsPreflight: {
        allowOrigins: props.siteOrigins,
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.days(1),
      },
    });

    // Cognito access tokens carry `client_id`, not `aud`; HTTP API JWT authorizers compare
    // client_id against the audience list when aud is absent, so the client id is the audience.
    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
      { jwtAudience: [userPoolClient.userPoolClientId] },
    );

    const logRemovalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.routes = props.routes.map(
      (route) =>
        new ApiRoute(this, routeConstructId(route), {
          route,
          api: this.api,
          authorizer,
          resources: props.resources,
          logRemovalPolicy,
        }),
    );

    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint });
  }
}
