import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { mailAddress, type MailIdentityMode, PROJECT, type Stage } from '../config.js';
import type { AppFunction } from '../constructs/app-function.js';
import { workerFunction } from '../constructs/worker-function.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { ADMIN_GROUP, PICKER_GROUP, RIDER_GROUP } from '../../functions/core/roles.js';
import { ACCESS_TOKEN_MINUTES } from '../../functions/core/session.js';

export { ADMIN_GROUP };

export interface AuthStackProps extends StackProps {
  stage: Stage;
  /** The OTP sender (config mailFrom) and how its SES identity is set up. */
  mailFrom: string;
  mailIdentity: MailIdentityMode;
  /** The post-authentication trigger writes profiles and login dates there. */
  table: ITableV2;
  alarmTopic: ITopic;
}

/**
 * Cognito user pool and the web app client. The API registers users (AdminCreateUser) and runs
 * its own OTP password reset, so Cognito's self sign-up and its own recovery mail are off. The site
 * signs in straight against Cognito (Amplify, USER_PASSWORD_AUTH); the pool's post-authentication
 * trigger (functions/triggers/post-authentication.ts) gives a user made in the console a profile at
 * the first sign-in and records every login. Also the SES identity that lets the API send mail.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly mailIdentity?: EmailIdentity;
  readonly postAuthentication: AppFunction;

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
      // nobody can claim an address they do not own. (The API sets email_verified=true with the new
      // address, applying it at once, only after the code it mailed there is confirmed: verify-email.)
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
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'SPEC: shoppers sign in with e-mail and password; MFA is not part of the store (admins are few and made in the console)',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'Essentials plan: Plus (threat protection) is billed per active user; the WAF rate rule on the auth paths and the API\'s own OTP limits cover guessing',
    });

    this.postAuthentication = workerFunction(this, 'triggers/post-authentication.ts', { removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY, alarmTopic: props.alarmTopic });
    this.postAuthentication.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    grantTableAccess(props.table, this.postAuthentication.fn, 'read-write');
    this.userPool.addTrigger(UserPoolOperation.POST_AUTHENTICATION, this.postAuthentication.fn);
    Validations.of(this.postAuthentication.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Cognito invokes the trigger synchronously during the sign-in and gets its error; a DLQ only catches asynchronous invocations',
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Store admins: manage categories, sub categories and products',
    });

    new CfnUserPoolGroup(this, 'RiderGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: RIDER_GROUP,
      description: 'Riders: take the packed orders of their store and hand them over (the /api/rider routes)',
    });

    new CfnUserPoolGroup(this, 'PickerGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: PICKER_GROUP,
      description: 'Pickers: pick, scan and pack the placed orders of their store (the /api/picker routes)',
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `${PROJECT}-${props.stage}-web`,
      generateSecret: false,
      // The site's Amplify and the API sign in with InitiateAuth USER_PASSWORD_AUTH (REFRESH_TOKEN_AUTH
      // is always on; Amplify refreshes with GetTokensFromRefreshToken); SRP stays for other clients.
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      // Short: API Gateway's JWT authorizer accepts an access token until it expires, even after
      // a sign-out (route() refuses those of sessions a password reset ended); Amplify refreshes it.
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.mailIdentity = this.createMailIdentity(props.mailFrom, props.mailIdentity);

    // What the site (config.json, written by the web stack) and the operator need.
    new CfnOutput(this, 'Region', { value: this.region });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }

  /**
   * A domain identity by default: mail is then DKIM-signed for the sender's own domain, so it passes
   * DMARC and reaches inboxes; an address identity only proves the mailbox and signs as
   * amazonses.com. Either way SES keeps a new account in its sandbox (recipients must be
   * verified too) until production access is requested.
   */
  private createMailIdentity(mailFrom: string, mode: MailIdentityMode): EmailIdentity | undefined {
    const { address, domain } = mailAddress(mailFrom);
    switch (mode) {
      case 'none':
        new CfnOutput(this, 'MailIdentityToDo', {
          value: `No SES identity is created: ${address} or ${domain} must be a verified SES identity in ${this.region}`,
        });
        return undefined;
      case 'address': {
        const identity = new EmailIdentity(this, 'MailIdentity', { identity: Identity.email(address) });
        new CfnOutput(this, 'MailIdentityToDo', {
          value: `SES has mailed a verification link to ${address}: open it to verify the sender`,
        });
        return identity;
      }
      case 'domain': {
        const identity = new EmailIdentity(this, 'MailIdentity', { identity: Identity.domain(domain) });
        new CfnOutput(this, 'MailIdentityToDo', {
          value: `Publish the three DKIM CNAME records below in the DNS of ${domain}; SES verifies the domain once they resolve`,
        });
        identity.dkimRecords.forEach((record, index) => {
          new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
        });
        return identity;
      }
      default: {
        const unknown: never = mode;
        throw new Error(`Unknown mail identity mode ${String(unknown)}`);
      }
    }
  }
}
