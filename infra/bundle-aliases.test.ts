// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { deployedEntries } from './bundle-size.js';
import { BUNDLE_ALIASES, esbuildOptions } from './bundling.js';
import { REPO_ROOT } from './config.js';

/**
 * The modules bundling.ts puts in place of a package (BUNDLE_ALIASES) give every importer in every
 * deployed bundle all it uses, and exactly the package's own code for it.
 */

/** Every deployed function bundled as deployed, in one esbuild run; the inputs of all of them. */
const inputs = (async () => {
  const entries = deployedEntries();
  const result = await build({
    ...esbuildOptions(path.join(REPO_ROOT, 'functions', entries[0]!)),
    entryPoints: entries.map((entry) => path.join(REPO_ROOT, 'functions', entry)),
    outfile: undefined,
    outdir: 'out',
    outbase: path.join(REPO_ROOT, 'functions'),
    sourcemap: false,
    minify: false,
    write: false,
    metafile: true,
    absWorkingDir: REPO_ROOT,
  });
  return result.metafile.inputs;
})();

/** What the alias module of `specifier` exports, by name. */
const aliasModule = async (specifier: string) =>
  (await import(pathToFileURL(path.join(REPO_ROOT, BUNDLE_ALIASES[specifier]!)).href)) as Record<string, unknown>;

describe('the bundle aliases (infra/bundling.ts BUNDLE_ALIASES)', () => {
  it('give each importer of the package, in any deployed bundle, every member it uses', async () => {
    const all = await inputs;
    for (const specifier of Object.keys(BUNDLE_ALIASES)) {
      const given = Object.keys(await aliasModule(specifier));
      const importers = Object.entries(all)
        .filter(([, input]) => input.imports.some((i) => i.original === specifier || i.original?.startsWith(`${specifier}/`)))
        .map(([file]) => file);
      expect(importers.length, specifier).toBeGreaterThan(0);
      for (const file of importers) {
        const source = readFileSync(path.join(REPO_ROOT, file), 'utf8');
        // Only `<name> = require('<specifier>')` then `<name>.<member>` can be checked this way.
        const quoted = `['"]${specifier}['"]`;
        const bindings = [...source.matchAll(new RegExp(`(?:var|let|const)\\s+(\\w+)\\s*=\\s*require\\(${quoted}\\)`, 'g'))].map((m) => m[1]!);
        const requires = source.match(new RegExp(`require\\(${quoted}\\)`, 'g')) ?? [];
        expect(bindings.length, `${file}: require('${specifier}') other than into a variable`).toBe(requires.length);
        expect(source, `${file}: imports from ${specifier} as ESM`).not.toMatch(new RegExp(`from\\s*${quoted}`));
        const used = bindings.flatMap((name) => [...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1]!));
        expect(used.length, file).toBeGreaterThan(0);
        expect(given, file).toEqual(expect.arrayContaining([...new Set(used)]));
      }
    }
  });

  it("semver: the one function is X-Ray's semver's own gte, and no other part of semver is bundled", async () => {
    const xraySemver = createRequire(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('aws-xray-sdk-core'))('semver') as {
      gte: (a: string, b: string) => boolean;
    };
    const alias = await aliasModule('semver');
    expect(alias.gte).toBe(xraySemver.gte);
    expect(xraySemver.gte('2.7.15', '2.7.15')).toBe(true);

    const semverFiles = Object.keys(await inputs).filter((file) => file.includes('/semver/'));
    expect(semverFiles.length).toBeGreaterThan(0);
    expect(semverFiles.filter((file) => !/\/semver\/(functions\/(gte|compare)|classes\/semver|internal\/[\w-]+)\.js$/.test(file))).toEqual([]);
  });
});
