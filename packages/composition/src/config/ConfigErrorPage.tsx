import type { SiteConfigProblem } from '@codecrush/contracts';
import { compositionText } from '../text';

export type ConfigErrorPageProps = { problems?: readonly SiteConfigProblem[] };

/**
 * Shown instead of the site when `/site-config.json` cannot be loaded or is invalid. Rendered
 * before the theme exists, so it styles itself; the details name every bad key for the team.
 */
export function ConfigErrorPage({ problems = [] }: ConfigErrorPageProps) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>{compositionText.bootErrorTitle}</h1>
      <p>{compositionText.bootErrorHint}</p>
      {problems.length > 0 && (
        <details>
          <summary>{compositionText.bootErrorDetails}</summary>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.key}:${problem.message}`}>
                <code>{problem.key || '(root)'}</code> {problem.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </main>
  );
}
