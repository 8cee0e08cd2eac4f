import { createContext } from 'react';
import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';

export type RemoteComponentModule = { default: ComponentType<object> };

/**
 * Loads one exposed module of a remote. Provided by the shell, which alone knows where the
 * remotes live; `attempt` > 0 means the user asked to try again after a failure.
 */
export type RemoteModuleLoader = (id: RemoteModuleId, attempt: number) => Promise<RemoteComponentModule>;

export const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);
