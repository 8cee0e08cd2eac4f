import { use } from 'react';

type Outcome<T> = { state: 'pending' } | { state: 'fulfilled'; value: T } | { state: 'rejected'; reason: unknown };

/**
 * One load, readable during render: a settled load answers at once (a module loaded ahead of its
 * render never suspends, so a hydrating page matches its HTML); a pending one suspends through
 * React's `use` until it settles. The outcome is kept here, never written onto the promise.
 */
export class ModuleResource<T> {
  // Stryker disable next-line ObjectLiteral,StringLiteral: a state other than fulfilled or rejected reads as pending
  private outcome: Outcome<T> = { state: 'pending' };

  constructor(readonly promise: Promise<T>) {
    promise.then(
      (value) => {
        this.outcome = { state: 'fulfilled', value };
      },
      (reason: unknown) => {
        this.outcome = { state: 'rejected', reason };
      },
    );
  }

  /** A resource that has already loaded `value`. */
  static loaded<T>(value: T): ModuleResource<T> {
    const resource = new ModuleResource(new Promise<T>((resolve) => resolve(value)));
    resource.outcome = { state: 'fulfilled', value };
    return resource;
  }

  get loaded(): boolean {
    return this.outcome.state === 'fulfilled';
  }

  get failed(): boolean {
    return this.outcome.state === 'rejected';
  }

  /** The loaded value, the load's error thrown, or `undefined` while the load is pending. */
  settled(): T | undefined {
    if (this.outcome.state === 'rejected') throw this.outcome.reason;
    // Stryker disable next-line ConditionalExpression: a pending outcome has no value: reading one gives undefined too
    return this.outcome.state === 'fulfilled' ? this.outcome.value : undefined;
  }
}

/** Reads a resource in a component's render: its value, its error thrown, or a suspension. */
export function useResource<T>(resource: ModuleResource<T>): T {
  return resource.settled() ?? use(resource.promise);
}
