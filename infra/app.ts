/**
 * The CDK app (cdk.json: `npx tsx infra/app.ts`). Stage and settings come from context
 * (infra/config.ts; docs/deploy.md), and the site must be built first:
 *   npm run build:web && npx cdk deploy --all -c stage=prod -c "mailFrom=QuickBasket <no-reply@shop.example.com>"
 */
import { App, Validations } from 'aws-cdk-lib';
import { buildApp, deploymentEnv } from './build-app.js';
import { controlTowerValidator } from './control-tower.js';
import { nagPacks } from './nag.js';

const app = new App();
buildApp(app, { env: deploymentEnv() });
// AWS Control Tower's proactive rules run on the synthesized templates (control-tower.ts: the
// disabled ones, why), and AWS's rule packs: synth and deploy stop on an error finding neither
// fixed nor acknowledged (nag.ts).
Validations.of(app).addPlugins(controlTowerValidator(), ...nagPacks(app));
app.synth();
