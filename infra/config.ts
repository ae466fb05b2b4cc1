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

/** How the stack sets up the SES identity that authorizes the OTP sender (`-c mailIdentity=`). */
export const MAIL_IDENTITIES = ['domain', 'address', 'none'] as const;
export type MailIdentityMode = (typeof MAIL_IDENTITIES)[number];

/**
 * How one stack reads another's value (`-c crossStackReferences=`). cdk.json makes `weak` the
 * default (Fn::GetStackOutput: a stack that stops using a value never blocks the one that made it);
 * `strong` (Export + Fn::ImportValue) is for emulators that resolve no Fn::GetStackOutput, such as
 * LocalStack and moto (docs/local.md).
 */
export const REFERENCE_STRENGTHS = ['weak', 'strong'] as const;
export type ReferenceStrengthSetting = (typeof REFERENCE_STRENGTHS)[number];

/** A custom domain for the CloudFront distribution (`-c domainName=` with `-c certificateArn=`). */
export interface CustomDomain {
  domainName: string;
  /** An ACM certificate in us-east-1 (CloudFront only reads certificates from there). */
  certificateArn: string;
}

/**
 * Deploy-time settings, all from CDK context (`-c key=value` or cdk.json), read once by buildApp.
 * The dev stage has defaults for everything; prod has none, so a prod deploy can never go out
 * with a localhost origin or a placeholder sender. The site's own origin (the CloudFront domain,
 * or the custom domain) is always allowed; `siteOrigin` only adds further origins.
 */
export interface AppConfig {
  stage: Stage;
  /**
   * Extra browser origins allowed by the API's CORS and the image bucket's CORS (uploads): the
   * local dev server in dev. The CloudFront domain and the custom domain are added by the stacks.
   */
  siteOrigins: string[];
  /** Serve the site from this domain as well as the CloudFront one. */
  customDomain?: CustomDomain;
  /** Sender of OTP mail (`Name <address>` or a bare address); its address or domain is the SES identity. */
  mailFrom: string;
  /**
   * domain: the stack creates the sender's domain identity with Easy DKIM (three CNAME records to
   * publish); address: the sender's address identity (SES mails a link to click); none: the
   * identity exists already or is managed elsewhere. Default: domain, or none for the dev placeholder.
   */
  mailIdentity: MailIdentityMode;
  /** Where alarm notifications are mailed (an SNS e-mail subscription to confirm); optional. */
  alarmEmail?: string;
  /**
   * Put the web ACL (stacks/waf-stack.ts, in us-east-1) in front of CloudFront (`-c waf=true|false`).
   * On by default in prod; off by default in dev, where it would cost a monthly fee per ACL and rule
   * and need the account bootstrapped in us-east-1 as well.
   */
  waf: boolean;
  /** Only when given: otherwise cdk.json's `@aws-cdk/core:defaultCrossStackReferences` applies. */
  crossStackReferences?: ReferenceStrengthSetting;
}

export function readConfig(scope: Construct): AppConfig {
  const context = (key: string): unknown => scope.node.tryGetContext(key);
  const stage = readStage(context('stage'));
  const mailFrom = readMailFrom(context('mailFrom'), stage);
  const customDomain = readCustomDomain(context('domainName'), context('certificateArn'));
  const alarmEmail = readOptionalEmail(context('alarmEmail'), 'alarmEmail');
  const crossStackReferences = readReferenceStrength(context('crossStackReferences'));
  return {
    stage,
    siteOrigins: readSiteOrigins(context('siteOrigin'), stage),
    ...(customDomain ? { customDomain } : {}),
    mailFrom,
    mailIdentity: readMailIdentity(context('mailIdentity'), mailFrom),
    ...(alarmEmail ? { alarmEmail } : {}),
    waf: readWaf(context('waf'), stage),
    ...(crossStackReferences ? { crossStackReferences } : {}),
  };
}

function readReferenceStrength(value: unknown): ReferenceStrengthSetting | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (REFERENCE_STRENGTHS as readonly string[]).includes(value)) return value as ReferenceStrengthSetting;
  throw new Error(`Context "crossStackReferences" must be one of ${REFERENCE_STRENGTHS.join(', ')} (got ${JSON.stringify(value)})`);
}

/** `-c waf=false` arrives as a string; cdk.json and tests may give a boolean. */
function readWaf(value: unknown, stage: Stage): boolean {
  if (value === undefined) return stage === 'prod';
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context "waf" must be true or false (got ${JSON.stringify(value)})`);
}

function readStage(value: unknown): Stage {
  if (value === undefined) return 'dev';
  if (typeof value === 'string' && (STAGES as readonly string[]).includes(value)) return value as Stage;
  throw new Error(`Context "stage" must be one of ${STAGES.join(', ')} (got ${JSON.stringify(value)})`);
}

/**
 * One origin or a comma-separated list. Prod has no default (the site's own origin is always
 * allowed, and nothing else should be); dev allows the local gateway.
 */
function readSiteOrigins(value: unknown, stage: Stage): string[] {
  if (value === undefined) return stage === 'dev' ? [DEV_SITE_ORIGIN] : [];
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

function readMailIdentity(value: unknown, mailFrom: string): MailIdentityMode {
  if (value === undefined) return mailFrom === DEV_MAIL_FROM ? 'none' : 'domain';
  if (typeof value === 'string' && (MAIL_IDENTITIES as readonly string[]).includes(value)) return value as MailIdentityMode;
  throw new Error(`Context "mailIdentity" must be one of ${MAIL_IDENTITIES.join(', ')} (got ${JSON.stringify(value)})`);
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function readCustomDomain(domainName: unknown, certificateArn: unknown): CustomDomain | undefined {
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (typeof domainName !== 'string' || typeof certificateArn !== 'string') {
    throw new Error('Contexts "domainName" and "certificateArn" go together, e.g. -c domainName=shop.example.com -c certificateArn=arn:aws:acm:us-east-1:…');
  }
  if (!HOSTNAME.test(domainName)) throw new Error(`Context "domainName": ${JSON.stringify(domainName)} is not a host name`);
  // CloudFront only uses certificates from us-east-1, whatever the stack's region.
  if (!/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`Context "certificateArn" must be an ACM certificate ARN in us-east-1 (got ${JSON.stringify(certificateArn)})`);
  }
  return { domainName, certificateArn };
}

function readOptionalEmail(value: unknown, key: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
    throw new Error(`Context "${key}" must be an e-mail address (got ${JSON.stringify(value)})`);
  }
  return value;
}

/**
 * The image bucket's name is fixed, not generated: the bucket's CORS names the CloudFront domain
 * while CloudFront's /media origin names the bucket, a cycle inside the web stack that only a
 * name known in advance breaks (the site's CSP names it too). Account and region make it unique.
 */
export function imagesBucketName(stage: Stage, account: string, region: string): string {
  return `${PROJECT}-${stage}-images-${account}-${region}`;
}

/**
 * The catalog bucket's name is fixed too (events stack): the catalog read routes, in the routes
 * stack, are granted `arn:<partition>:s3:::<name>/catalog/*`, a plain ARN that cdk-nag names and an
 * acknowledgement can match, instead of an import of the events stack's generated bucket ARN.
 */
export function catalogBucketName(stage: Stage, account: string, region: string): string {
  return `${PROJECT}-${stage}-catalog-${account}-${region}`;
}

/** The built site (`npm run build:web`); the web stack deploys it as it is. */
export const DEFAULT_SITE_DIR = path.join(REPO_ROOT, 'frontend', 'dist');
