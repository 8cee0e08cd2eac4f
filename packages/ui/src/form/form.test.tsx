import { act, renderHook, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { fingerprintOf } from './idempotency';
import { TextField } from './TextField';
import { useSubmission } from './useSubmission';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('TextField', () => {
  it('ties its label, hint and error to the control', () => {
    renderWithTheme(
      <TextField name="email" label="Email" hint="We reply within a day" error="Email is required" required />,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We reply within a day Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('gives two fields of the same name distinct ids that work as CSS selectors', () => {
    const { container } = renderWithTheme(
      <>
        <TextField name="email" label="Work email" />
        <TextField name="email" label="Home email" />
      </>,
    );
    const ids = screen.getAllByRole('textbox').map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(id).toMatch(/^email-[\w-]+$/);
      expect(container.querySelector(`#${id}`)).toHaveAttribute('id', id);
    }
  });

  it('describes the control by its hint alone while there is no error, and by nothing without a hint', () => {
    renderWithTheme(
      <>
        <TextField name="email" label="Email" hint="We reply within a day" />
        <TextField name="phone" label="Phone" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-describedby', `${email.id}-hint`);
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-describedby');
  });

  it('is not invalid without an error', () => {
    renderWithTheme(<TextField name="email" label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useSubmission', () => {
  it('sends once while a submission is in flight, with an Idempotency-Key header', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useSubmission({ fetchImpl, createKey: () => 'key-1' }));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit('/send', { a: 1 });
      second = result.current.submit('/send', { a: 1 });
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      answer(jsonResponse(200, { message: 'Sent' }));
      await first;
    });
    await expect(second).resolves.toBeUndefined();
    await expect(first).resolves.toEqual({ kind: 'ok', status: 200, message: 'Sent' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(result.current.sending).toBe(false);
  });

  it('reuses the key when the same body is retried after a failure, and not after a success', async () => {
    const keys = ['k1', 'k2', 'k3'];
    const fetchImpl = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, {}))
      .mockResolvedValueOnce(jsonResponse(500, { message: 'Down' }));
    const { result } = renderHook(() => useSubmission({ fetchImpl, createKey: () => keys.shift() ?? 'none' }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit('/send', { a: 1 });
    });
    expect(outcome).toMatchObject({ kind: 'network' });
    await act(async () => {
      outcome = await result.current.submit('/send', { a: 1 });
    });
    expect(outcome).toMatchObject({ kind: 'ok' });
    await act(async () => {
      outcome = await result.current.submit('/send', { a: 1 });
    });
    expect(outcome).toEqual({ kind: 'rejected', status: 500, message: 'Down' });
    const sentKeys = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(sentKeys).toEqual(['k1', 'k1', 'k2']);
  });
});

describe('useSubmission between sends', () => {
  it('is not busy before anything is sent', () => {
    const { result } = renderHook(() => useSubmission({ fetchImpl: jest.fn() }));
    expect(result.current.sending).toBe(false);
  });

  it('gives a corrected body a new key after a failure (the API would refuse the old key with a new body)', async () => {
    const keys = ['k1', 'k2'];
    const fetchImpl = jest.fn(async () => jsonResponse(400, { message: 'Email is invalid' }));
    const { result } = renderHook(() => useSubmission({ fetchImpl, createKey: () => keys.shift() ?? 'none' }));
    await act(async () => {
      await result.current.submit('/send', { email: 'ada@example' });
    });
    await act(async () => {
      await result.current.submit('/send', { email: 'ada@example.com' });
    });
    const sentKeys = (fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) =>
      new Headers(init.headers).get('Idempotency-Key'),
    );
    expect(sentKeys).toEqual(['k1', 'k2']);
  });

  it('sends with the fetch and key maker of the latest render', async () => {
    const before = jest.fn(async () => jsonResponse(200, {}));
    const after = jest.fn(async () => jsonResponse(200, {}));
    const { result, rerender } = renderHook(
      ({ fetchImpl, key }) => useSubmission({ fetchImpl, createKey: () => key }),
      { initialProps: { fetchImpl: before, key: 'old' } },
    );
    rerender({ fetchImpl: after, key: 'new' });
    await act(async () => {
      await result.current.submit('/send', { a: 1 });
    });
    expect(before).not.toHaveBeenCalled();
    const [, init] = after.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('new');
  });
});

describe('useSubmission without a key', () => {
  it('sends no Idempotency-Key when the call asks for none (a third-party endpoint)', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(200, {}));
    const { result } = renderHook(() => useSubmission({ fetchImpl, createKey: () => 'key-1' }));
    await act(async () => {
      await result.current.submit('/send', { a: 1 }, { idempotencyKey: false });
    });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Idempotency-Key')).toBe(false);
  });
});

describe('fingerprintOf', () => {
  it('describes files by name and size and ignores the form start time', () => {
    const a = new FormData();
    a.append('fullName', 'Ada Lovelace');
    a.append('formStartedAt', '1');
    a.append('file', new File(['abc'], 'cv.png', { lastModified: 5 }));
    const b = new FormData();
    b.append('fullName', 'Ada Lovelace');
    b.append('formStartedAt', '2');
    b.append('file', new File(['abc'], 'cv.png', { lastModified: 5 }));
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
    expect(fingerprintOf({ x: 1 })).not.toBe(fingerprintOf({ x: 2 }));
  });
});
