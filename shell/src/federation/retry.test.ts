import { retryDelaysMs, withRetries } from './retry';

describe('withRetries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries twice, 300 ms then 900 ms apart, then gives up with the last failure', async () => {
    expect(retryDelaysMs).toEqual([300, 900]);
    const task = jest.fn(async (retry: number) => {
      throw new Error(`failure ${retry}`);
    });
    const onRetry = jest.fn();
    const result = withRetries(task, { onRetry });
    const settled = result.catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(899);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    expect(await settled).toEqual(new Error('failure 2'));
    expect(onRetry.mock.calls.map(([retry]) => retry)).toEqual([1, 2]);
  });

  it('answers with the first try that succeeds', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('page');
    const result = withRetries(task);
    await jest.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('page');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops retrying once the signal is aborted', async () => {
    const controller = new AbortController();
    const task = jest.fn(async () => {
      throw new Error('refused');
    });
    const result = withRetries(task, { signal: controller.signal }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await jest.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(await result).toEqual(new Error('refused'));
  });
});
