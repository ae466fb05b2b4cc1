import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

export const cognitoEnv = readEnv(z.object({ USER_POOL_ID: z.string().min(1), USER_POOL_CLIENT_ID: z.string().min(1) }));

/** The endpoint comes from AWS_ENDPOINT_URL(_COGNITO_IDENTITY_PROVIDER) locally. */
export const cognito = tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));
