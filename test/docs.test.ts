import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import commentRules, { ISSUE_REF } from '../lint/comment-rules.js';

/**
 * The docs point at things that exist: every relative link of README.md, docs/**.md and
 * functions/data/README.md reaches a file (and its #heading), and every repository path they name
 * in code spans (`functions/…`, `infra/…`) is there. Moving a file without its docs fails here.
 * What the docs enumerate (the stacks, the alarms, the test suites) is read from the code and held
 * against them. Comments in code are checked by `npm run check` (lint/comment-rules.js): the paths
 * they name exist and they name no tracker issue; the last tests here hold that rule to its word.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Written by a run, never committed. */
const GENERATED = new Set(['bench/results.json', 'frontend/dist']);
const REPO_DIRS = ['functions', 'frontend', 'infra', 'local', 'bench', 'events', 'test', 'e2e', 'docs', '.ci', 'lint'];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The files under `dir` whose names pass `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return filesUnder(file, keep);
    return keep(name) ? [file] : [];
  });
}

/** The CDK app's sources (tests aside). */
const infraSources = () => filesUnder('infra', (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

const markdownFiles = () => ['README.md', 'functions/data/README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];

const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** Text outside fenced code blocks (code spans blanked), and the code spans found in it. */
function prose(markdown: string): { text: string; spans: string[] } {
  const text = withoutFences(markdown);
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return { text: text.replace(/`[^`\n]+`/g, 'code'), spans };
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

function brokenLinks(file: string): string[] {
  const markdown = readFileSync(path.join(ROOT, file), 'utf8');
  const broken: string[] = [];
  for (const [, target] of prose(markdown).text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // http(s), mailto
    const [pathPart, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = pathPart === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), pathPart);
    if (!existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
    } else if (anchor !== undefined && !anchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

function missingPaths(file: string): string[] {
  const named = prose(readFileSync(path.join(ROOT, file), 'utf8')).spans.filter(
    (span) => REPO_DIRS.some((dir) => span.startsWith(`${dir}/`)) && /^[\w./-]+$/.test(span) && !GENERATED.has(span),
  );
  return named.filter((name) => !existsSync(path.join(ROOT, name))).map((name) => `${file}: \`${name}\``);
}

describe('the docs', () => {
  const files = markdownFiles();

  it('cover the front door, docs/ and the data README', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/local.md', 'docs/deploy.md', 'docs/operations.md']));
  });

  it('link only to files and headings that exist', () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    expect(files.flatMap(missingPaths)).toEqual([]);
  });

  it('keep the README a front door (at most ~200 lines)', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('name no tracker issue (the reader has none): decision records carry the why', () => {
    const refs = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8').split('\n').flatMap((line, i) => (ISSUE_REF.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(refs).toEqual([]);
  });

  it('list every stack the CDK app makes (deploy.md), and no other', () => {
    const app = read('infra/build-app.ts');
    const built = [...app.matchAll(/name\((?:'([\w-]+)'|`([\w-]+)\$\{group\}`)\)/g)].map(([, plain, grouped]) => plain ?? `${grouped}<group>`);
    const listed = [...read('docs/deploy.md').matchAll(/^\| `quickbasket-<stage>-([\w<>-]+)` \|/gm)].map((m) => m[1]!);
    expect(built.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...built].sort());
  });

  it('name every alarm the stacks make (operations.md)', () => {
    // Alarms made in place, by the dead-letter construct (its `alarm: { id }`) and by the object-job construct (`<idPrefix>DeadLettersWaiting`).
    const alarms = infraSources().flatMap((file) => [
      ...[...read(file).matchAll(/new Alarm\(this, '(\w+)'/g)].map((m) => m[1]!),
      ...[...read(file).matchAll(/alarm: \{\s*id: '(\w+)'/g)].map((m) => m[1]!),
      ...[...read(file).matchAll(/idPrefix: '(\w*)'/g)].map((m) => `${m[1]!}DeadLettersWaiting`),
    ]);
    const operations = prose(read('docs/operations.md')).spans;
    expect(alarms.length).toBeGreaterThan(5);
    expect(alarms.filter((alarm) => !operations.includes(alarm))).toEqual([]);
  });

  it('name the test suites vitest.config.ts defines (README)', () => {
    const suites = [...read('vitest.config.ts').matchAll(/^\s+name: '(\w+)'/gm)].map((m) => m[1]!);
    const named = /`npm test` \| every suite: ([\w, ]+) \(/.exec(read('README.md'))?.[1]?.split(', ');
    expect(suites.length).toBeGreaterThan(2);
    expect([...(named ?? [])].sort()).toEqual([...suites].sort());
  });
});

describe('comments in code (lint/comment-rules.js, run by npm run check)', () => {
  const lint = (code: string, file = 'functions/core/example.js') =>
    new Linter().verify(code, [{ plugins: { local: commentRules }, rules: { 'local/comment-paths': 'error', 'local/no-issue-refs': 'error' } }], {
      filename: path.join(ROOT, file),
    }).map((message) => message.ruleId);

  it('refuse a path that is not in the repository, in any of the short forms comments use', () => {
    expect(lint('/** Made at pickup (core/delivery.ts). */\nexport const a = 1;')).toEqual(['local/comment-paths']);
    expect(lint('// see features/auth/components/session-sync.tsx\nexport const a = 1;', 'frontend/src/lib/example.js')).toEqual(['local/comment-paths']);
  });

  it('accept paths that exist: from the repository, functions/, data/, the site, the file\'s own folders', () => {
    const named = ['core/delivery-code.ts', 'functions/core/money.ts', 'repos/products.ts', 'app/components/session-sync.tsx', '../api/routes.js', 'https://example.com/a/b.js'];
    expect(lint(named.map((name) => `// ${name}`).join('\n') + '\nexport const a = 1;')).toEqual([]);
  });

  it('refuse a tracker reference', () => {
    expect(lint('// Added for issue 23.\nexport const a = 1;')).toEqual(['local/no-issue-refs']);
  });

  it('are run on every file by npm run check (eslint.config.js)', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['functions/core/money.ts', 'frontend/src/lib/form.ts', 'infra/build-app.ts', 'e2e/browser.ts', 'local/stack.ts']) {
      const { rules } = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      expect([rules['local/comment-paths']?.[0], rules['local/no-issue-refs']?.[0]], file).toEqual([2, 2]);
    }
  }, 60_000);
});
