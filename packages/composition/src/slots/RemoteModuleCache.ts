import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { ModuleResource } from './ModuleResource';

export type RemoteComponentModule = { default: ComponentType<object> };

/**
 * Loads one exposed module of a remote. Provided by the shell, which alone knows where the
 * remotes live; `attempt` > 0 means the user asked to try again after a failure.
 */
export type RemoteModuleLoader = (id: RemoteModuleId, attempt: number) => Promise<RemoteComponentModule>;

/** One try at loading a module: its number (0 first, then one per Try again) and its load. */
export type RemoteModuleAttempt = {
  readonly id: RemoteModuleId;
  readonly number: number;
  /** Names this attempt among all others (a boundary keyed by it starts afresh on a retry). */
  readonly key: string;
  readonly resource: ModuleResource<RemoteComponentModule>;
};

const attemptOf = (
  id: RemoteModuleId,
  number: number,
  resource: ModuleResource<RemoteComponentModule>,
): RemoteModuleAttempt => ({ id, number, key: `${id}#${number}`, resource });

/**
 * The remote modules of one app (one shell in a page, one prerender, one test): each module's
 * current attempt, kept across navigations so returning to a route renders at once. A failed load
 * stays failed until a retry, which is a new attempt, hence a new load. The attempt belongs to the
 * module, not to a component: the router reuses one RemoteView across routes, and a retry of one
 * remote must not force-reload the next route's remote.
 */
export class RemoteModuleCache {
  private readonly attempts = new Map<RemoteModuleId, RemoteModuleAttempt>();
  /** Prerendered HTML of a module whose remote failed at boot: still readable under the notice. */
  private readonly kept = new Map<RemoteModuleId, string>();

  constructor(private readonly loader: RemoteModuleLoader) {}

  /** The module's current attempt, its load started if it has none yet. */
  load(id: RemoteModuleId): RemoteModuleAttempt {
    return this.attempts.get(id) ?? this.start(id, 0);
  }

  /** Gives up the module's current attempt and starts the next one. */
  retry(id: RemoteModuleId): RemoteModuleAttempt {
    return this.start(id, (this.attempts.get(id)?.number ?? -1) + 1);
  }

  /** Whether the module's current attempt has loaded (a render of it would not suspend). */
  isLoaded(id: RemoteModuleId): boolean {
    return this.attempts.get(id)?.resource.loaded ?? false;
  }

  /**
   * Loads a page's module before the visitor navigates there (intent: hover, focus, touch), so the
   * navigation renders it at once, without a skeleton. A failed preload is forgotten: the
   * navigation then loads afresh (with its retries and notice) as if nothing had been tried.
   */
  preload(id: RemoteModuleId) {
    if (this.attempts.has(id)) return;
    const attempt = this.start(id, 0);
    attempt.resource.promise.catch(() => {
      if (this.attempts.get(id) === attempt) this.attempts.delete(id);
    });
  }

  /** Hands over a module loaded elsewhere (before hydrating a prerendered page): it renders at once. */
  prime(id: RemoteModuleId, module: RemoteComponentModule) {
    this.attempts.set(id, attemptOf(id, 0, ModuleResource.loaded(module)));
  }

  /**
   * The module's remote failed at boot on a prerendered page: its RemoteView shows the notice above
   * the page's prerendered content (`html`) instead of replacing the content.
   */
  keep(id: RemoteModuleId, html: string) {
    this.kept.set(id, html);
  }

  /** The prerendered content kept for the module's first attempt, if any. */
  keptHtml(id: RemoteModuleId): string | undefined {
    return (this.attempts.get(id)?.number ?? 0) === 0 ? this.kept.get(id) : undefined;
  }

  /**
   * A load for a deferred-hydration island, which keeps its own attempts and its loaded component:
   * straight from the loader, never shared with a page's current attempt.
   */
  loadForIsland(id: RemoteModuleId, attempt: number): Promise<RemoteComponentModule> {
    return this.loader(id, attempt);
  }

  private start(id: RemoteModuleId, number: number): RemoteModuleAttempt {
    const resource = new ModuleResource(this.loader(id, number));
    // A failure is read by whoever renders the attempt; none goes unhandled meanwhile.
    resource.promise.catch(() => undefined);
    const attempt = attemptOf(id, number, resource);
    this.attempts.set(id, attempt);
    return attempt;
  }
}
