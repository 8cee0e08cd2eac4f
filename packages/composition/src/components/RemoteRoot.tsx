import type { ReactNode } from 'react';

export type RemoteRootProps = { remote: string; build: string; children: ReactNode };

/** Wraps an exposed page: marks which remote and which build rendered it (deploy checks, debugging). */
export function RemoteRoot({ remote, build, children }: RemoteRootProps) {
  return (
    <div data-remote={remote} data-build={build}>
      {children}
    </div>
  );
}
