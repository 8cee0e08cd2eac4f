import styled from '@emotion/styled';
import { antiSpamFields } from '@codecrush/contracts';
import { useCallback, useEffect, useRef } from 'react';

const Hidden = styled.div({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

/**
 * The API's spam traps (see api/src/intake/antiSpam.ts): a hidden `website` field people never
 * fill, and when the form was shown. Render `honeypot` inside the form; merge `fields()` into the body.
 * `honeypot` also holds the empty `formToken` field the site's server fills with a signed, per-response
 * token: the minimum fill time of a form posted without scripts (the script sends `formStartedAt`).
 */
export function useAntiSpam() {
  const startedAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(
    () => {
      startedAt.current = Date.now();
    },
    // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the time is taken once, on mount, all the same
    [],
  );

  const fields = useCallback(
    (): Record<string, string> => ({
      [antiSpamFields.honeypot]: honeypotRef.current?.value ?? '',
      ...(startedAt.current === null ? {} : { [antiSpamFields.startedAt]: String(startedAt.current) }),
    }),
    // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the callback stays the same all the same
    [],
  );

  const honeypot = (
    <Hidden aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={honeypotRef} type="text" name={antiSpamFields.honeypot} tabIndex={-1} autoComplete="off" />
      </label>
      {/* Filled by the server per response: the DOM's value is not React's to reset. */}
      <input type="hidden" name={antiSpamFields.formToken} defaultValue="" suppressHydrationWarning />
    </Hidden>
  );

  return { honeypot, fields };
}
