import { act, renderHook } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { blogText } from '../content/blogText';
import { copiedIndicatorMs } from '../content/share';
import { useCopyLink } from './useCopyLink';

const writeText = jest.fn<Promise<void>, [string]>();

/** The timer the last copy started for the indicator (setTimeout is spied on in every test). */
const indicatorTimer = () => {
  const calls = jest.mocked(setTimeout).mock;
  const at = calls.calls.findLastIndex(([, ms]) => ms === copiedIndicatorMs);
  expect(at).toBeGreaterThanOrEqual(0);
  return calls.results[at]?.value as unknown;
};

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  jest.useFakeTimers();
  jest.spyOn(globalThis, 'setTimeout');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useCopyLink', () => {
  it('copies the page address and says so for exactly the indicator time', async () => {
    const { result } = renderHook(() => useCopyLink());
    expect(result.current.copied).toBe(false);
    await act(() => result.current.copy());
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(copiedIndicatorMs - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy starts the indicator time over', async () => {
    const { result } = renderHook(() => useCopyLink());
    await act(() => result.current.copy());
    act(() => jest.advanceTimersByTime(copiedIndicatorMs - 500));
    await act(() => result.current.copy());
    act(() => jest.advanceTimersByTime(copiedIndicatorMs - 1));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a refused copy takes back an earlier Copied! at once and says so in a toast', async () => {
    const error = jest.spyOn(toast, 'error').mockReturnValue('toast');
    const { result } = renderHook(() => useCopyLink());
    await act(() => result.current.copy());
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    const indicator = indicatorTimer();
    writeText.mockRejectedValue(new Error('denied'));
    await act(() => result.current.copy());
    expect(result.current.copied).toBe(false);
    expect(error).toHaveBeenCalledWith(blogText.share.copyFailed);
    // The earlier success's timer is stopped: it cannot fire later.
    expect(clear).toHaveBeenCalledWith(indicator);
  });

  it('stops its timer when the page goes away', async () => {
    const { result, unmount } = renderHook(() => useCopyLink());
    await act(() => result.current.copy());
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    const indicator = indicatorTimer();
    unmount();
    expect(clear).toHaveBeenCalledWith(indicator);
  });
});
