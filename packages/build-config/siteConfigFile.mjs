import fs from 'node:fs';
import path from 'node:path';
import { checkSiteConfig } from './contracts.mjs';
import { createSiteConfig } from './siteConfig.mjs';

/** The environment variable each key of site-config.json is written from (for error messages). */
export function envVarOf(key) {
  const remote = /^remotes\.(mf_\w+)/.exec(key);
  if (remote) return `REMOTE_${remote[1].toUpperCase()}_URL`;
  const fixed = {
    api: 'SITE_API_URL',
    'api.baseUrl': 'SITE_API_URL',
    'emailjs.serviceId': 'EMAILJS_SERVICE_ID',
    'emailjs.templateId': 'EMAILJS_TEMPLATE_ID',
    'emailjs.publicKey': 'EMAILJS_PUBLIC_KEY',
    'emailjs.origin': 'EMAILJS_ORIGIN',
    chatWidgetUrl: 'CHAT_WIDGET_URL',
    devOverridesEnabled: 'DEV_OVERRIDES',
    remoteTimeoutMs: 'REMOTE_TIMEOUT_MS',
    healthSampleRate: 'HEALTH_SAMPLE_RATE',
  };
  if (key.startsWith('devOverrideOrigins')) return 'DEV_OVERRIDE_ORIGINS';
  return fixed[key];
}

export class InvalidSiteConfigError extends Error {
  /** @param {string} source @param {{ key: string, message: string }[]} problems @param {NodeJS.ProcessEnv} [env] */
  constructor(source, problems, env) {
    const lines = problems.map(({ key, message }) => {
      const variable = env ? envVarOf(key) : undefined;
      const hint = variable ? ` (from ${variable}=${JSON.stringify(env[variable] ?? '')})` : '';
      return `  - ${key || '(root)'}: ${message}${hint}`;
    });
    super(`${source} is invalid, nothing was written:\n${lines.join('\n')}`);
    this.name = 'InvalidSiteConfigError';
    this.problems = problems;
  }
}

/** Validates a config with the one schema (@codecrush/contracts); throws naming every bad key. */
export function validateSiteConfig(raw, source = 'site-config.json', env = undefined) {
  const result = checkSiteConfig(raw);
  if (!result.ok) throw new InvalidSiteConfigError(source, result.problems, env);
  return result.config;
}

/** The deploy-time config from the environment, validated (`npm start` refuses a bad one). */
export const siteConfigFromEnv = (env = process.env) =>
  validateSiteConfig(createSiteConfig(env), 'The site configuration from the environment', env);

// Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
export const readSiteConfig = (file) => validateSiteConfig(JSON.parse(fs.readFileSync(file, 'utf8')), file);

/** Validates, then replaces `file` atomically (write beside it + rename): readers never see half a file. */
export function writeSiteConfig(file, config) {
  const valid = validateSiteConfig(config, file);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(valid, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return valid;
}
