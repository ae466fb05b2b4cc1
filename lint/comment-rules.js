import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Two rules for comments, run by `npm run check` (eslint.config.js) so a comment cannot drift from
 * the code it describes:
 * - `local/comment-paths`: a file path named in a comment (`features/<feature>/<file>.tsx`,
 *   `core/<file>.ts`) exists;
 * - `local/no-issue-refs`: a comment names no tracker item (the word and its number): the reader
 *   has no tracker, so a comment says why in the code's own terms, or points to a decision record
 *   in docs/decisions/.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A path a comment names: at least one slash and a file extension, not part of a URL, a package
 * (`@scope/name`) or a longer path. Bare file names (`keys.ts`) are not checked: too many share one.
 */
const PATH = /(?<![\w./:@<>*-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|jsx?|mjs|md|json|ya?ml|csv|html|css))(?![\w/*<>])/g;

/**
 * Where a short path may start, besides the repository and the commenting file's own folders:
 * the back end (`core/…`, `data/…`), its data layer (`repos/…`, `items/…`), the site (`features/…`,
 * `lib/…`) and installed packages (`s3rver/lib/…`).
 */
const BASES = ['', 'functions', 'functions/data', 'frontend', 'frontend/src', 'node_modules'];

function exists(named, fromFile) {
  const candidates = [named, named.replace(/\.js$/, '.ts'), named.replace(/\.js$/, '.tsx')];
  const bases = [...BASES.map((base) => path.join(ROOT, base))];
  for (let dir = path.dirname(fromFile); dir.startsWith(ROOT) && dir !== ROOT; dir = path.dirname(dir)) bases.push(dir);
  return bases.some((base) => candidates.some((candidate) => fs.existsSync(path.join(base, candidate))));
}

/** The paths named in a comment's text, with their offsets in it. */
export function namedPaths(text) {
  return [...text.matchAll(PATH)].map((match) => ({ name: match[1], index: match.index }));
}

/** A tracker reference: "issue" or "issues", then a number (with or without #). */
export const ISSUE_REF = /\bissues?\s+#?\d+/i;

const commentPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'A file path named in a comment exists in the repository.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { dead: "The comment names {{name}}, which is not in the repository: name the file where the code now lives." },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const file = context.physicalFilename ?? context.filename;
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const { name } of namedPaths(comment.value)) {
            if (allow.has(name) || exists(name, file)) continue;
            context.report({ loc: comment.loc, messageId: 'dead', data: { name } });
          }
        }
      },
    };
  },
};

const noIssueRefs = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments name no tracker issue: they say why in the code\'s terms, or link a decision record.' },
    schema: [],
    messages: { ref: 'The reader has no tracker: say why in the code\'s own terms, or point to a decision record (docs/decisions/).' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_REF.test(comment.value)) context.report({ loc: comment.loc, messageId: 'ref' });
        }
      },
    };
  },
};

export default { rules: { 'comment-paths': commentPaths, 'no-issue-refs': noIssueRefs } };
