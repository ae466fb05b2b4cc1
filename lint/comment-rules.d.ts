import type { ESLint } from 'eslint';

/** The rules of comment-rules.js, for the TypeScript that tests them (test/docs.test.ts). */
declare const plugin: ESLint.Plugin;
export default plugin;
export declare const ISSUE_REF: RegExp;
export declare function namedPaths(text: string): { name: string; index: number }[];
