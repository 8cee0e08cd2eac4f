import { createContext, useContext } from 'react';
import type { RemoteModuleCache } from './RemoteModuleCache';

/** The app's remote modules, provided by the shell (which alone knows where the remotes live). */
export const RemoteModuleCacheContext = createContext<RemoteModuleCache | null>(null);

/** The remote modules of the app this component renders in (`null` outside a shell). */
export const useRemoteModuleCache = () => useContext(RemoteModuleCacheContext);
