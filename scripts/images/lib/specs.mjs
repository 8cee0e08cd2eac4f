/** Loads and checks an app's `src/content/illustrations.ts` (TypeScript, read through tsx). */
import { pathToFileURL } from 'node:url';
import { palettes } from './palettes.mjs';
import { canvases } from './render.mjs';
import { motifs } from '../motifs/index.mjs';

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function validateSpecs(specs, file) {
  if (!Array.isArray(specs)) throw new Error(`${file}: expected \`export const illustrations = [...]\``);
  const seen = new Set();
  for (const spec of specs) {
    const where = `${file}: illustration ${JSON.stringify(spec?.id)}`;
    if (typeof spec?.id !== 'string' || !idPattern.test(spec.id))
      throw new Error(`${where}: id must be lower-case kebab-case`);
    if (seen.has(spec.id)) throw new Error(`${where}: duplicate id`);
    seen.add(spec.id);
    if (!(spec.motif in motifs)) throw new Error(`${where}: unknown motif ${spec.motif}`);
    if (!(spec.palette in palettes)) throw new Error(`${where}: unknown palette ${spec.palette}`);
    if (!(spec.aspect in canvases)) throw new Error(`${where}: unknown aspect ${spec.aspect}`);
    if (spec.label !== undefined && (typeof spec.label !== 'string' || spec.label.length > 40))
      throw new Error(`${where}: label must be a string of at most 40 characters`);
  }
  return specs;
}

let tsImport;

export async function loadSpecs(file) {
  tsImport ??= (await import('tsx/esm/api')).tsImport;
  const module = await tsImport(pathToFileURL(file).href, import.meta.url);
  return validateSpecs(module.illustrations, file);
}
