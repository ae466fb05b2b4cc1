// @vitest-environment node
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../functions/core/session.js';
import { ENV, resourcesOf, devApp } from './test-app.js';

/** The auth stack: the user pool, its trigger, groups and web client. */

describe('auth stack', () => {
  const { auth } = devApp();

  it('signs in by e-mail, has no self sign-up, no Cognito recovery mail and a strong password policy', () => {
    auth.resourceCountIs('AWS::Cognito::UserPool', 1);
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
    auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('runs the post-authentication trigger after every sign-in, with the table grants of the repos and a short timeout', () => {
    const trigger = Object.values(resourcesOf(auth, 'AWS::Lambda::Function')).find((fn) =>
      String((fn.Properties as { Description?: string }).Description).startsWith('Cognito post-authentication'),
    );
    expect(trigger, 'the trigger function').toBeDefined();
    expect(trigger!.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: 5, Environment: { Variables: { TABLE_NAME: expect.anything() } } });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostAuthentication: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PostAuthentication'), 'Arn'] } },
    });
    auth.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'cognito-idp.amazonaws.com' });
  });

  it('has the ADMIN, RIDER and PICKER groups that route() checks', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'ADMIN' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'RIDER' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'PICKER' });
    auth.resourceCountIs('AWS::Cognito::UserPoolGroup', 3);
  });

  it('has a public web client with password, SRP and refresh flows and token revocation', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlowsUserPoolClient: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });

  it('gives access tokens 15 minutes (Amplify refreshes them; a revoked session keeps its token at most that long)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: ACCESS_TOKEN_MINUTES,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
    expect(ACCESS_TOKEN_MINUTES).toBe(15);
  });

  it('outputs what the site needs: region, pool id and client id', () => {
    auth.hasOutput('Region', { Value: ENV.region });
    auth.hasOutput('UserPoolId', {});
    auth.hasOutput('UserPoolClientId', {});
  });

  it('creates no SES identity for the dev placeholder sender, and says so', () => {
    auth.resourceCountIs('AWS::SES::EmailIdentity', 0);
    auth.hasOutput('MailIdentityToDo', { Value: Match.stringLikeRegexp('must be a verified SES identity') });
  });
});
