/**
 * The app's code as index.html names it: its entry and the chunks the entry imports, as modulepreload
 * links kept in `<template id="app-code">` (frontend/vite-prerender.ts), which the browser does not
 * fetch until they are put into the head. preload/main.ts puts them there at once for every visit
 * but the home shell's; preload/home-shell.ts puts them there once the shell has painted. A download
 * that starts before the first paint counts against it in Lighthouse's simulation (its pessimistic
 * graph takes every request begun before the paint), so the shell's paint would wait for 90 KB of JS
 * it does not need. No imports: each inline script has its own copy.
 */
export function addAppCode(): void {
  const code = document.getElementById('app-code');
  if (!(code instanceof HTMLTemplateElement) || code.dataset.added) return;
  code.dataset.added = 'yes';
  document.head.append(code.content.cloneNode(true));
}
