import { act, renderHook } from '@testing-library/react';
import { usePager } from './usePager';

describe('usePager', () => {
  it('starts on page 1 and stops at both ends', () => {
    const { result } = renderHook(() => usePager(3));
    expect(result.current).toMatchObject({ page: 1, hasPrevious: false, hasNext: true });
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
    act(() => result.current.next());
    expect(result.current).toMatchObject({ page: 2, hasPrevious: true, hasNext: true });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
    act(() => result.current.next());
    expect(result.current.page).toBe(3);
  });

  it('goes on to the pages a longer list adds', () => {
    const { result, rerender } = renderHook((count: number) => usePager(count), { initialProps: 2 });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ page: 2, hasNext: false });
    rerender(4);
    expect(result.current).toMatchObject({ page: 2, pageCount: 4, hasNext: true });
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.page).toBe(4);
  });
});
