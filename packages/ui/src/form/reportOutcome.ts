import toast from 'react-hot-toast';
import type { SendOutcome } from './sendToApi';

/** What the visitor is told when a form could not be sent (the same on every form of the site). */
const outcomeMessages = {
  sendingFailed: 'Message Sending Failed',
  somethingWrong: 'Something went wrong',
} as const;

/** How a form words its outcomes. */
export interface OutcomeWording {
  success: string;
  /** Show the server's `message` on a refusal (contact forms); otherwise the failure text. */
  serverMessage?: boolean;
}

/** The toast text for an outcome. */
export function outcomeText(outcome: SendOutcome, wording: OutcomeWording): string {
  if (outcome.kind === 'ok') return wording.success;
  if (outcome.kind === 'rejected' && wording.serverMessage) return outcome.message ?? outcomeMessages.somethingWrong;
  return outcomeMessages.sendingFailed;
}

/** Toasts the outcome (failures are logged too, under the form's name) and says whether it was accepted. */
export function reportOutcome(form: string, outcome: SendOutcome, wording: OutcomeWording): boolean {
  const text = outcomeText(outcome, wording);
  if (outcome.kind === 'ok') {
    toast.success(text);
    return true;
  }
  if (outcome.kind === 'network') console.error(`${form}: ${text}`, outcome.error);
  else console.error(`${form}: ${text} (HTTP ${outcome.status})`);
  toast.error(text);
  return false;
}
