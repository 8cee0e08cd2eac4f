import { renderHook } from '@testing-library/react';
import { useAntiSpam } from './useAntiSpam';

describe('useAntiSpam', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(1_767_000_000_000));
  afterEach(() => jest.restoreAllMocks());

  it('leaves the start time out of fields read before the form was shown (the API counts a time that is no number as a bot)', () => {
    const reads: Array<Record<string, string>> = [];
    renderHook(() => {
      const { fields } = useAntiSpam();
      reads.push(fields());
    });
    expect(reads[0]).toEqual({ website: '' });
  });

  it('reports when the form was shown once it has been', () => {
    const { result } = renderHook(() => useAntiSpam());
    expect(result.current.fields()).toEqual({ website: '', formStartedAt: '1767000000000' });
  });
});
