// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/api/routes.js';
import { catalogObjects } from '../functions/data/objects.js';
import { OPERATOR_USER_POOL_ACTIONS } from './stacks/operator-stack.js';
import { bundle, deployedEntries } from './bundle-size.js';
import { functionBundling } from './bundling.js';
import { DEV_MAIL_FROM, REPO_ROOT } from './config.js';
import { CATALOG_FUNCTION_MEMORY_MB, USER_POOL_ACTIONS } from './constructs/api-route.js';
import { ENV, CATALOG_BUCKET, synth, asList, deployedRoutes, uploadPrefixes, envOf, ROUTE_ENV, fake } from './test-app.js';

/** What a route may use (its manifest entry's `uses`): the grants and environment each one brings. */

describe('what routes may use', () => {
  // Real handler files, with manifest entries made up to exercise every grant (fake).

  it("userPool: the handler's admin actions on this pool only, plus the pool and client ids", () => {
    const { routes: template } = synth({ routes: [fake(['userPool'], { handler: 'user/register' })] });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toHaveLength(1);
    const [statement] = route!.statements;
    expect(asList(statement!.Action).sort()).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword']);
    expect(JSON.stringify(statement!.Resource)).toContain('quickbasket-dev-auth');
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'USER_POOL_CLIENT_ID', 'USER_POOL_ID'].sort());
    // A user pool route whose handler makes no admin call (login, refresh, logout): ids, no grant.
    const { routes: login } = synth({ routes: [fake(['userPool'], { handler: 'user/login' })] });
    const [loginRoute] = deployedRoutes(login).values();
    expect(loginRoute!.statements).toEqual([]);
    expect(Object.keys(envOf(loginRoute!.fn)).sort()).toEqual([...ROUTE_ENV, 'USER_POOL_CLIENT_ID', 'USER_POOL_ID'].sort());
  });

  it('userPool: each deployed function is granted exactly the IAM-authorized Cognito commands its bundle sends', async () => {
    const sdk = '@aws-sdk/client-cognito-identity-provider';
    // Only the adapter imports the SDK; each of its calls is an exported function, which esbuild
    // keeps in a bundle only when the function's code reaches it.
    const functionsDir = path.join(REPO_ROOT, 'functions');
    const importers = readdirSync(functionsDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && readFileSync(path.join(functionsDir, file), 'utf8').includes(`'${sdk}'`));
    // The adapter (routes, and the low-stock consumer's list of the admins: operator stack).
    expect(importers.sort()).toEqual([path.join('platform', 'cognito.ts')]);
    // Cognito authorizes these with the public client's tokens and never evaluates IAM for them.
    const withoutIam = new Set(['InitiateAuth', 'RevokeToken']);
    // Unminified (tree-shaken the same) so the commands keep their names; only the functions whose
    // relative imports lead to the adapter at all (bundling every function takes long on a busy machine).
    const readable = { ...functionBundling, minify: false, sourceMap: false };
    const adapters = importers.map((file) => path.join(functionsDir, file));
    const reaches = (file: string, seen = new Set<string>()): boolean => {
      if (adapters.includes(file)) return true;
      if (seen.has(file) || !existsSync(file)) return false;
      seen.add(file);
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)\.js'/g)].map((m) => m[1]!);
      return specifiers.some((specifier) => reaches(path.resolve(path.dirname(file), `${specifier}.ts`), seen));
    };
    const entries = deployedEntries().filter((entry) => reaches(path.join(functionsDir, entry)));
    const bundles = await Promise.all(entries.map(async (entry) => Buffer.from((await bundle(entry, readable)).code).toString('utf8')));
    const called: Record<string, string[]> = {};
    for (const [i, entry] of entries.entries()) {
      const code = bundles[i]!;
      const imported = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${sdk}"`).exec(code)?.[1] ?? '';
      const commands = imported
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/))
        .filter(([name, local]) => /Command$/.test(name ?? '') && code.includes(`new ${local ?? name}(`))
        .map(([name]) => name!.replace(/Command$/, ''))
        .filter((name) => !withoutIam.has(name));
      if (commands.length === 0) continue;
      if (!entry.startsWith('api/')) {
        // The operator stack's low-stock consumer and digest job list the admins; nothing else outside a route calls Cognito.
        const name = entry.replace(/\.ts$/, '');
        expect(Object.keys(OPERATOR_USER_POOL_ACTIONS), 'a Cognito admin call outside a route handler').toContain(name);
        expect(commands.map((c) => `cognito-idp:${c}`)).toEqual([...OPERATOR_USER_POOL_ACTIONS[name as keyof typeof OPERATOR_USER_POOL_ACTIONS]]);
        continue;
      }
      called[entry.replace(/^api\//, '').replace(/\.ts$/, '')] = commands.map((name) => `cognito-idp:${name}`).sort();
    }
    expect(Object.keys(called).length).toBeGreaterThan(0);
    const granted = Object.fromEntries(Object.entries(USER_POOL_ACTIONS).map(([handler, actions]) => [handler, [...actions].sort()]));
    expect(granted).toEqual(called);
    for (const handler of Object.keys(USER_POOL_ACTIONS)) {
      expect(routes.find((r) => r.handler === handler)?.uses, handler).toContain('userPool');
    }
  });

  it('mail: ses:SendEmail on the sender address and its domain identity, and MAIL_FROM', () => {
    const { routes: template, auth } = synth({ routes: [fake(['mail'])], context: { mailFrom: 'Shop <otp@mail.shop.example>' } });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toHaveLength(1);
    expect(route!.statements[0]!.Action).toBe('ses:SendEmail');
    const resources = JSON.stringify(route!.statements[0]!.Resource);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/otp@mail.shop.example`);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/mail.shop.example`);
    expect(envOf(route!.fn).MAIL_FROM).toBe('Shop <otp@mail.shop.example>');
    // A real sender gets its domain identity, with the DKIM records to publish as outputs.
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.shop.example' });
    for (const n of [1, 2, 3]) auth.hasOutput(`MailDkimRecord${n}`, {});
  });

  it('mail: the dev stage has a placeholder sender; mailIdentity=address verifies the address instead', () => {
    const { routes: template } = synth({ routes: [fake(['mail'])] });
    const [route] = deployedRoutes(template).values();
    expect(envOf(route!.fn).MAIL_FROM).toBe(DEV_MAIL_FROM);
    const { auth } = synth({ routes: [], context: { mailFrom: 'otp@shop.example', mailIdentity: 'address' } });
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'otp@shop.example' });
  });

  it('images: PutObject under the upload prefixes of the image bucket only, only with If-None-Match, and IMAGES_BUCKET', () => {
    const { routes: template } = synth({ routes: [fake(['images'])] });
    const [route] = deployedRoutes(template).values();
    // A URL the route signs creates an object and never replaces one (an upload URL writes once).
    expect(route!.statements).toEqual([expect.objectContaining({ Action: 's3:PutObject', Condition: { Null: { 's3:if-none-match': 'false' } } })]);
    // And an import's CSV (import/): uploaded the same way, admins only (the handler checks).
    expect(uploadPrefixes(route!.statements[0]!)).toEqual(['avatar/*', 'category/*', 'claim/*', 'import/*', 'product/*', 'subcategory/*']);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'IMAGES_BUCKET'].sort());
  });

  it('uploads: GetObject on the upload prefixes of the image bucket only, and IMAGES_BUCKET', () => {
    const { routes: template } = synth({ routes: [fake(['uploads'])] });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toEqual([expect.objectContaining({ Action: 's3:GetObject' })]);
    expect(uploadPrefixes(route!.statements[0]!)).toEqual(['avatar/*', 'category/*', 'claim/*', 'product/*', 'subcategory/*']);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'IMAGES_BUCKET'].sort());
  });

  it('catalog: GetObject on catalog/* and ListBucket on the catalog bucket only, CATALOG_BUCKET, one vCPU', () => {
    const { routes: template } = synth({ routes: [fake(['catalog'], { auth: 'public', data: 'read' })] });
    const [route] = deployedRoutes(template).values();
    const s3 = route!.statements.filter((st) => asList(st.Action).some((a) => a.startsWith('s3:')));
    expect(s3.map((st) => [st.Action, JSON.stringify(st.Resource)])).toEqual([
      ['s3:GetObject', expect.stringContaining(`:s3:::${CATALOG_BUCKET}/${catalogObjects.prefix}*`)],
      ['s3:ListBucket', expect.stringMatching(new RegExp(`:s3:::${CATALOG_BUCKET}"`))],
    ]);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'TABLE_NAME', 'CATALOG_BUCKET'].sort());
    expect(route!.fn.Properties.MemorySize).toBe(CATALOG_FUNCTION_MEMORY_MB);
    // A public route that reads the catalog may go without a token; with anything else it needs a reason.
    expect(() => synth({ routes: [fake(['catalog', 'images'], { auth: 'public', data: 'read' })] })).toThrow(/is public: say why/);
  });

  it('uploads: exactly the routes that save uploaded image URLs read them', () => {
    const readers = routes.filter((r) => r.uses?.includes('uploads')).map((r) => r.handler);
    expect(readers.sort()).toEqual(
      [
        'category/add-category',
        'category/update-category',
        'order/report-problem',
        'product/create-product',
        'product/update-product-details',
        'subcategory/create-subcategory',
        'subcategory/update-subcategory',
        'user/upload-avatar',
      ].sort(),
    );
  });

});
