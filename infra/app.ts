/**
 * The CDK app (cdk.json: `npx tsx infra/app.ts`). Stage and settings come from context:
 *   npx cdk deploy --all -c stage=prod -c siteOrigin=https://shop.example.com
 */
import { App } from 'aws-cdk-lib';
import { buildApp, deploymentEnv } from './build-app.js';

const app = new App();
buildApp(app, { env: deploymentEnv() });
app.synth();
