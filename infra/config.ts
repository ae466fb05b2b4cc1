import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Construct } from 'constructs';

/** The repository root: NodejsFunction bundles from here (package-lock.json, functions/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export const PROJECT = 'quickbasket';

/** Used when `-c siteOrigin=` is not given, and only for the dev stage: the local gateway. */
export const DEV_SITE_ORIGIN = 'http://localhost:3000';

/**
 * Used when `-c mailFrom=` is not given, and only for the dev stage. SES refuses it until an
 * identity for it is verified, so a dev stack deploys but cannot send OTP mail until configured.
 */
export const DEV_MAIL_FROM = 'QuickBasket <no-reply@example.com>';

/**
 * Deploy-time settings, all from CDK context (`-c key=value` or cdk.json), read once by buildApp.
 * The dev stage has defaults for everything; prod has none, so a prod deploy can never go out
 * with a localhost origin or a placeholder sender.
 */
export interface AppConfig {
  stage: Stage;
  /** Browser origins allowed by the API's CORS and the image bucket's CORS (uploads). */
  siteOrigins: string[];
  /** Sender of OTP mail (`Name <address>` or a bare address); its address or domain is the SES identity. */
  mailFrom: string;
}

export function readConfig(scope: Construct): AppConfig {
  const stage = readStage(scope.node.tryGetContext('stage'));
  return {
    stage,
    siteOrigins: readSiteOrigins(scope.node.tryGetContext('siteOrigin'), stage),
    mailFrom: readMailFrom(scope.node.tryGetContext('mailFrom'), stage),
  };
}

function readStage(value: unknown): Stage {
  if (value === undefined) return 'dev';
  if (typeof value === 'string' && (STAGES as readonly string[]).includes(value)) return value as Stage;
  throw new Error(`Context "stage" must be one of ${STAGES.join(', ')} (got ${JSON.stringify(value)})`);
}

/**
 * One origin or a comma-separated list. Prod has no default: a prod stack that only allows
 * localhost would deploy fine and then refuse every upload from the real site.
 */
function readSiteOrigins(value: unknown, stage: Stage): string[] {
  if (value === undefined) {
    if (stage === 'dev') return [DEV_SITE_ORIGIN];
    throw new Error('Context "siteOrigin" is required for the prod stage, e.g. -c siteOrigin=https://shop.example.com');
  }
  if (typeof value !== 'string') throw new Error('Context "siteOrigin" must be a string');
  const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
  if (origins.length === 0) throw new Error('Context "siteOrigin" is empty');
  for (const origin of origins) assertOrigin(origin, stage);
  return origins;
}

function assertOrigin(origin: string, stage: Stage): void {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`Context "siteOrigin": ${JSON.stringify(origin)} is not a URL origin`);
  }
  // An origin is scheme://host[:port] exactly: no path, no trailing slash, no wildcard.
  if (url.origin !== origin) {
    throw new Error(`Context "siteOrigin": ${JSON.stringify(origin)} must be an origin like https://shop.example.com`);
  }
  if (stage === 'prod' && url.protocol !== 'https:') {
    throw new Error(`Context "siteOrigin": prod origins must use https (got ${origin})`);
  }
}

function readMailFrom(value: unknown, stage: Stage): string {
  if (value === undefined) {
    if (stage === 'dev') return DEV_MAIL_FROM;
    throw new Error('Context "mailFrom" is required for the prod stage, e.g. -c mailFrom="QuickBasket <no-reply@shop.example.com>"');
  }
  if (typeof value !== 'string') throw new Error('Context "mailFrom" must be a string');
  const mailFrom = value.trim();
  mailAddress(mailFrom); // validates
  return mailFrom;
}

/** `QuickBasket <no-reply@example.com>` or `no-reply@example.com` → the bare address. */
export function mailAddress(mailFrom: string): { address: string; domain: string } {
  const address = (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
  const match = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/.exec(address);
  if (!match?.[1]) throw new Error(`Context "mailFrom": ${JSON.stringify(mailFrom)} has no valid e-mail address`);
  return { address, domain: match[1] };
}
