import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { WHEN_FIRST_PAINTED } from './first-paint-script.ts';
import { NONCE_PLACEHOLDER } from './page-cache.ts';

/**
 * Decision 055: a rendered page carries, in a <style> of its head, the rules of its stylesheets
 * that can apply to its own elements; the stylesheets themselves load without holding up the
 * first paint (asked for once it is there, decision 084; media="print" until they have arrived,
 * then all), for what scripts show later and for the pages a visitor moves on to.
 *
 * A rule is the page's when one of its selectors names only classes and ids the page has
 * (elements, attributes and states are not looked at: a rule kept too many costs a few bytes,
 * one left out would move the page when the stylesheet arrives). Each stylesheet is read and
 * taken apart once; a page costs one pass over its class and id attributes.
 */
export function createCriticalCss(clientDir: string): (html: string) => string {
  const stylesheets = new Map<string, StylesheetRules | null>();
  const rulesOf = (href: string): StylesheetRules | null => {
    let rules = stylesheets.get(href);
    if (rules === undefined) {
      rules = readStylesheet(clientDir, href);
      stylesheets.set(href, rules);
    }
    return rules;
  };

  return (html) => {
    const headEnd = html.indexOf('</head>');
    if (headEnd === -1) return html;
    const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)].flatMap((link) => {
      const rules = rulesOf(link[2]!);
      return rules ? [{ link, rules }] : [];
    });
    if (links.length === 0) return html;
    const used = usedNames(html);
    const critical = links.map(({ rules }) => selectRules(rules, used)).join('');
    let result = html;
    // From the last link back, so the earlier ones keep their offsets.
    for (const [index, { link }] of [...links.entries()].reverse()) {
      const deferred = `<link rel="stylesheet" href="${link[1]}" media="print" disabled="" ${DEFERRED_ATTRIBUTE}/>`;
      const fallback = `<noscript><link rel="stylesheet" href="${link[1]}"/></noscript>`;
      const before = index === 0 ? `<style ${CRITICAL_ATTRIBUTE}>${critical}</style>` : '';
      const after = index === links.length - 1 ? LOAD_DEFERRED_STYLESHEETS : '';
      result = `${result.slice(0, link.index)}${before}${deferred}${fallback}${after}${result.slice(link.index + link[0].length)}`;
    }
    return result;
  };
}

/**
 * React Router's <Links> for a stylesheet of the build, with the answer's nonce: its address as
 * written (1), which hydration compares, and its file (2) (`#` is how Vite marks a CSS import with
 * no name).
 */
const STYLESHEET_LINK = /<link(?: nonce="[^"]*")? rel="stylesheet" href="((\/assets\/[^"#]+\.css)#?)"\/>/g;

const DEFERRED_ATTRIBUTE = 'data-deferred-style=""';
const CRITICAL_ATTRIBUTE = 'data-critical-style=""';

/**
 * Asks for the deferred stylesheets once the page has painted, and turns them on once all have
 * loaded, together, and the page's own rules off in the same step (an inline script: the policy
 * allows no onload attributes).
 *
 * Until then each link is `disabled`, which browsers do not fetch: asked for in the head, the
 * stylesheets shared the first moments of the load with the document on a slow link, and
 * Lighthouse's simulated phone counts every request begun before the largest paint as holding it
 * up (decision 084).
 *
 * The stylesheets hold every rule the page's <style> does, in the same order, so the page looks
 * the same; but each switch restyles the whole page, and with both sets on every element matched
 * each rule twice: in Chromium the restyle took twice as long as the first. If a stylesheet fails
 * to load, the page's own rules stay on. A browser that fetched a link all the same may have its
 * sheet already.
 */
const LOAD_DEFERRED_STYLESHEETS = `<script nonce="${NONCE_PLACEHOLDER}">(function(){var ls=document.querySelectorAll('link[data-deferred-style]'),left=ls.length,failed=false,asked=false;function done(ok){failed=failed||!ok;if(--left)return;ls.forEach(function(l){l.media='all'});var own=document.querySelector('style[data-critical-style]');if(own&&!failed)own.disabled=true}function ask(){if(asked)return;asked=true;ls.forEach(function(l){l.disabled=false;if(l.sheet)done(true);else{l.addEventListener('load',function(){done(true)});l.addEventListener('error',function(){done(false)})}})}(${WHEN_FIRST_PAINTED})(ask,ask)})()</script>`;

interface UsedNames {
  classes: Set<string>;
  ids: Set<string>;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/g;

/** The classes and ids of a page's elements, read off its markup. */
function usedNames(markup: string): UsedNames {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  }
  const ids = new Set<string>();
  for (const [, value] of markup.matchAll(ID_ATTRIBUTE)) ids.add(value!);
  return { classes, ids };
}

/** What a selector needs of a page: every class and id it names outside :not(), :is() and the like. */
interface SelectorNeeds {
  classes: string[];
  ids: string[];
}

/** A rule, with the selectors of which one must fit; an at-rule, with the rules inside it; or always. */
type StylesheetEntry =
  | { kind: 'rule'; css: string; selectors: SelectorNeeds[] }
  | { kind: 'group'; open: string; entries: StylesheetEntry[] }
  | { kind: 'always'; css: string };

type StylesheetRules = StylesheetEntry[];

function readStylesheet(clientDir: string, href: string): StylesheetRules | null {
  let css: string;
  try {
    css = readFileSync(join(clientDir, href), 'utf8');
  } catch {
    return null;
  }
  return toEntries(postcss.parse(css));
}

function toEntries(container: Container): StylesheetEntry[] {
  return (container.nodes ?? []).flatMap((node): StylesheetEntry[] => {
    const entry = toEntry(node);
    return entry ? [entry] : [];
  });
}

function toEntry(node: ChildNode): StylesheetEntry | undefined {
  // A style element has no @charset (the page's own encoding holds).
  if (node.type === 'comment' || (node.type === 'atrule' && node.name === 'charset')) return undefined;
  if (node.type === 'rule') {
    // A nested rule (Swiper writes `&.swiper-horizontal`) is judged with its parent as it stands.
    return { kind: 'rule', css: node.toString(), selectors: node.selectors.map(selectorNeeds) };
  }
  if (
    node.type === 'atrule' &&
    (node.name === 'media' || node.name === 'supports' || node.name === 'layer') &&
    node.nodes
  ) {
    return { kind: 'group', open: `@${node.name} ${node.params}{`, entries: toEntries(node) };
  }
  return { kind: 'always', css: node.toString() };
}

const FUNCTIONAL_PSEUDO = new Set([':not', ':is', ':where', ':has', ':matches']);

function selectorNeeds(selector: string): SelectorNeeds {
  const needs: SelectorNeeds = { classes: [], ids: [] };
  selectorParser((root) => {
    root.walk((node) => {
      if (node.type === 'pseudo' && FUNCTIONAL_PSEUDO.has(node.value)) {
        node.nodes.length = 0;
        return;
      }
      if (node.type === 'class') needs.classes.push(node.value);
      else if (node.type === 'id') needs.ids.push(node.value);
    });
  }).processSync(selector);
  return needs;
}

function selectRules(entries: StylesheetEntry[], used: UsedNames): string {
  let css = '';
  for (const entry of entries) {
    if (entry.kind === 'always') css += entry.css;
    else if (entry.kind === 'rule') {
      const fits = entry.selectors.some(
        (needs) => needs.classes.every((name) => used.classes.has(name)) && needs.ids.every((id) => used.ids.has(id)),
      );
      if (fits) css += entry.css;
    } else {
      const inner = selectRules(entry.entries, used);
      if (inner) css += `${entry.open}${inner}}`;
    }
  }
  return css;
}
