import type { CSSProperties } from 'react';

/**
 * An asset's URL handed to CSS through a custom property on the element's `style`, never written
 * into an emotion rule. A rule's class name is the hash of its text, and the prerenderer's text holds
 * the asset placeholder where the browser's holds the URL: a URL inside a rule gives the element one
 * class in the served page and another in the browser, and a rule inserted (a style recalculation of
 * the page) while it hydrates. The rule reads `var(<name>)`.
 */
export const urlVariable = (name: `--${string}`, url: string): CSSProperties =>
  ({ [name]: `url("${url}")` }) as CSSProperties;
