import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs point at things that exist: every relative link of README.md, docs/**.md and
 * functions/data/README.md reaches a file (and its #heading), and every repository path they name
 * in code spans (`functions/…`, `infra/…`) is there. Moving a file without its docs fails here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Written by a run, never committed. */
const GENERATED = new Set(['bench/results.json', 'frontend/dist']);
const REPO_DIRS = ['functions', 'frontend', 'infra', 'local', 'bench', 'events', 'test', 'e2e', 'docs', '.ci'];

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir)).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(path.join(ROOT, file)).isDirectory()) return walk(file);
      return name.endsWith('.md') ? [file] : [];
    });
  return ['README.md', 'functions/data/README.md', ...walk('docs')];
}

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
});
