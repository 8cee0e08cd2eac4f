import { useCallback, useEffect, useRef, useState } from 'react';
import { blogText } from '../content/blogText';
import { copiedIndicatorMs } from '../content/share';

export type CopyLinkState = { copied: boolean; copy: () => Promise<void> };

/** Copies the current page address; `copied` stays true for 2000 ms after a successful copy. */
export function useCopyLink(): CopyLinkState {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Stryker disable next-line ArrayDeclaration: a fixed list of dependencies, like the empty one, runs the clean-up only on unmount
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async () => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(window.location.href);
      } catch {
        setCopied(false);
        // The toast library is loaded only when a copy fails: it is no part of an article's first load.
        const { toast } = await import('react-hot-toast');
        toast.error(blogText.share.copyFailed);
        return;
      }
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), copiedIndicatorMs);
    },
    // Stryker disable next-line ArrayDeclaration: copy reads nothing of the render, so a fixed list of other values keeps it the same function too
    [],
  );

  return { copied, copy };
}
