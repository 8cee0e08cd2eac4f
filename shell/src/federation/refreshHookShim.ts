/**
 * Development only. Each app's react-refresh runtime looks up the React renderers in the devtools
 * hook when it starts; the hook react-refresh creates does not record them, so a remote whose
 * runtime starts after react-dom (shared, from the shell) never finds a renderer and its edits
 * do not re-render inside the shell. Recording each renderer on `inject` fixes that.
 */
type Renderer = object;
type DevtoolsHook = { inject: (renderer: Renderer) => number; renderers?: Map<number, Renderer> };

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook;
  }
}

export function installRefreshHookShim(target: Pick<Window, '__REACT_DEVTOOLS_GLOBAL_HOOK__'>) {
  const hook = target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook || !hook.renderers) return;
  const renderers = hook.renderers;
  const inject = hook.inject.bind(hook);
  hook.inject = (renderer) => {
    const id = inject(renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}
