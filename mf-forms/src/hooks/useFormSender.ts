import { useSiteConfig } from '@codecrush/ui';
import { useAntiSpam, useSubmission } from '@codecrush/ui/form';

/**
 * What every form of this remote sends with: the runtime config (API and EmailJS addresses), the
 * single-flight submission with its idempotency key, and the spam traps.
 */
export function useFormSender() {
  const config = useSiteConfig();
  const { sending, submit } = useSubmission();
  const { honeypot, fields } = useAntiSpam();
  return { config, sending, submit, honeypot, spamFields: fields };
}
