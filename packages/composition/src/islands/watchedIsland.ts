import { EarlyInput } from './earlyInput';
import { hydratedAttribute } from './triggers';
import type { IslandTriggerOptions } from './triggers';

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/** Sends a held submit again, by the button that sent it where that still can. */
function resubmit(submit: HeldSubmit | null) {
  if (!submit?.form.isConnected) return;
  try {
    submit.form.requestSubmit(submit.submitter);
  } catch {
    // The submitter is gone or no longer this form's: submit the form as Enter would.
    submit.form.requestSubmit();
  }
}

/**
 * One island from the moment it is watched until it has hydrated: it opens once (its code loads);
 * meanwhile a form submitted inside it is held (no native post to the API: the script's flow sends
 * it), so is a click on a script-only button (clicked again once it is live), and what the visitor
 * types is kept. Its forms get `noValidate` at once: from here the script
 * holds a submit and the form's own rules check it once the island is live; the browser's check
 * (the served HTML's contract while no script runs) would stop it unheld.
 */
export class WatchedIsland {
  private opened = false;
  private held: HeldSubmit | null = null;
  private heldClick: HTMLButtonElement | null = null;
  private readonly earlyInput = new EarlyInput();
  /** The observer has reported the island at least once (its first report is the view at load). */
  reported = false;
  /** Cancels a pending wait for idle. */
  // Stryker disable next-line ArrowFunction: the placeholder does nothing either way
  cancelIdle = () => undefined as void;

  constructor(
    readonly element: HTMLElement,
    readonly options: IslandTriggerOptions,
    private readonly onOpen: () => void,
  ) {
    for (const form of element.querySelectorAll('form')) form.noValidate = true;
  }

  /** Opens the island on its first trigger; later triggers do nothing. */
  open() {
    if (this.opened) return;
    this.opened = true;
    this.onOpen();
  }

  /** Keeps the value of a field the visitor typed into. */
  record(target: EventTarget | null) {
    this.earlyInput.record(target);
  }

  /** Holds a submit of one of its forms until it is live, and opens. */
  hold(form: HTMLFormElement, submitter: HTMLElement | null) {
    this.held = { form, submitter };
    this.open();
  }

  /**
   * Holds a click on a button that only its script can act on (`type="button"`: the served HTML
   * does nothing with it) until the island is live, and opens: the last such click is clicked again.
   */
  holdClick(button: HTMLButtonElement) {
    this.heldClick = button;
    this.open();
  }

  /** The island is live: it is marked, what was typed comes back, a held submit and click are sent. */
  release() {
    // Stryker disable next-line StringLiteral: only the attribute's presence is read
    this.element.setAttribute(hydratedAttribute, '');
    this.earlyInput.restore();
    const submit = this.held;
    const click = this.heldClick;
    this.held = null;
    this.heldClick = null;
    resubmit(submit);
    if (click?.isConnected) click.click();
  }
}
