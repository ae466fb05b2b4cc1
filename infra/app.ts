/**
 * The CDK app (cdk.json: `npx tsx infra/app.ts`). Stage and settings come from context
 * (infra/config.ts; infra/README-deploy.md), and the site must be built first:
 *   npm run build:web && npx cdk deploy --all -c stage=prod -c "mailFrom=QuickBasket <no-reply@shop.example.com>"
 */
import { App } from 'aws-cdk-lib';
import { buildApp, deploymentEnv } from './build-app.js';

const app = new App();
buildApp(app, { env: deploymentEnv() });
app.synth();
