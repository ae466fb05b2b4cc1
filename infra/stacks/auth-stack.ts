import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { PROJECT, type Stage } from '../config.js';
import { ADMIN_GROUP } from '../../functions/core/roles.js';

export { ADMIN_GROUP };

export interface AuthStackProps extends StackProps {
  stage: Stage;
}

/**
 * Cognito user pool and the web app client. The API registers users (AdminCreateUser) and runs
 * its own OTP password reset, so Cognito's self sign-up and its own recovery mail are off.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const isProd = props.stage === 'prod';

    this.userPool = new UserPool(this, 'Users', {
      userPoolName: `${PROJECT}-${props.stage}-users`,
      featurePlan: FeaturePlan.ESSENTIALS,
      signInAliases: { email: true },
      // Shop@Example.com and shop@example.com are the same shopper.
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true } },
      // Access tokens allow UpdateUserAttributes straight against Cognito, and a client cannot be
      // denied writing a required attribute: a changed e-mail only takes effect once verified, so
      // nobody can claim an address they do not own. (The API's AdminUpdateUserAttributes sets
      // email_verified=true in the same call, which applies the new address at once.)
      keepOriginal: { email: true },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      // Cognito's ForgotPassword would bypass the API's rate-limited OTP flow.
      accountRecovery: AccountRecovery.NONE,
      deletionProtection: isProd,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Store admins: manage categories, sub categories and products',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `${PROJECT}-${props.stage}-web`,
      generateSecret: false,
      // The API signs in with InitiateAuth USER_PASSWORD_AUTH (REFRESH_TOKEN_AUTH is always on);
      // SRP is for a future direct-from-browser sign-in.
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
