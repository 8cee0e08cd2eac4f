import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { outcomeText } from './reportOutcome';
import { useFormSubmission } from './useFormSubmission';
import type { UseSubmissionOptions } from './useSubmission';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = (wording = { success: 'Sent!' }) => ({
  form: 'Test form',
  url: '/send',
  body: (spamFields: Readonly<Record<string, string>>) => ({ name: 'Ada', ...spamFields }),
  wording,
});

describe('outcomeText', () => {
  it('words success, a refusal (with or without the server message) and a network failure', () => {
    const refused = { kind: 'rejected', status: 400, message: 'Email is invalid' } as const;
    expect(outcomeText({ kind: 'ok', status: 200 }, { success: 'Sent!' })).toBe('Sent!');
    expect(outcomeText(refused, { success: 'Sent!', serverMessage: true })).toBe('Email is invalid');
    expect(outcomeText({ kind: 'rejected', status: 400 }, { success: 'Sent!', serverMessage: true })).toBe(
      'Something went wrong',
    );
    expect(outcomeText(refused, { success: 'Sent!' })).toBe('Message Sending Failed');
    expect(outcomeText({ kind: 'network', error: new TypeError('x') }, { success: 'Sent!' })).toBe(
      'Message Sending Failed',
    );
  });

  it('words a network failure as a failure even on a form that shows the server message', () => {
    expect(outcomeText({ kind: 'network', error: new TypeError('x') }, { success: 'Sent!', serverMessage: true })).toBe(
      'Message Sending Failed',
    );
  });
});

describe('useFormSubmission', () => {
  beforeEach(() => {
    jest.spyOn(toast, 'success').mockImplementation(() => '');
    jest.spyOn(toast, 'error').mockImplementation(() => '');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the body with the spam-trap fields, toasts the success and resolves true', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(200, {}));
    const { result } = renderHook(() => useFormSubmission({ fetchImpl, createKey: () => 'key-1' }));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.send(request());
    });
    expect(sent).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Sent!');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/send');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Ada', website: '' });
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('key-1');
  });

  it('sends when the form was shown (formStartedAt) and the empty trap field, exactly, so the API can time the fill', async () => {
    const shownAt = 1_767_000_000_000;
    jest.spyOn(Date, 'now').mockReturnValue(shownAt);
    const fetchImpl = jest.fn(async () => jsonResponse(200, {}));
    const { result } = renderHook(() => useFormSubmission({ fetchImpl }));
    await act(async () => {
      await result.current.send(request());
    });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ada', website: '', formStartedAt: String(shownAt) });
  });

  it('a bot that fills the hidden website field sends it filled (the API then drops the message)', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(200, {}));
    function SpamForm({ options }: { options: UseSubmissionOptions }) {
      const { honeypot, send } = useFormSubmission(options);
      return (
        <form>
          {honeypot}
          <button type="button" onClick={() => void send(request())}>
            Send
          </button>
        </form>
      );
    }
    const { container } = render(<SpamForm options={{ fetchImpl }} />);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ website: 'https://spam.example' });
    expect(container.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue('');
  });

  it('toasts and logs a failure and resolves false', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(500, { message: 'Down' }));
    const { result } = renderHook(() => useFormSubmission({ fetchImpl }));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.send(request());
    });
    expect(sent).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Message Sending Failed');
    expect(console.error).toHaveBeenCalledWith('Test form: Message Sending Failed (HTTP 500)');
  });

  it('logs a network failure under the form name with the error itself, and toasts it', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchImpl = jest.fn(async (): Promise<Response> => {
      throw failure;
    });
    const { result } = renderHook(() => useFormSubmission({ fetchImpl }));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.send(request());
    });
    expect(sent).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Test form: Message Sending Failed', failure);
    expect(toast.error).toHaveBeenCalledWith('Message Sending Failed');
  });

  it('sends with the fetch of the latest render', async () => {
    const before = jest.fn(async () => jsonResponse(200, {}));
    const after = jest.fn(async () => jsonResponse(200, {}));
    const { result, rerender } = renderHook(({ fetchImpl }) => useFormSubmission({ fetchImpl }), {
      initialProps: { fetchImpl: before },
    });
    rerender({ fetchImpl: after });
    await act(async () => {
      await result.current.send(request());
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(before).not.toHaveBeenCalled();
  });

  it('resolves false without a toast for a second send while one is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useFormSubmission({ fetchImpl }));
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.send(request());
      second = result.current.send(request());
    });
    await expect(second).resolves.toBe(false);
    await act(async () => {
      answer(jsonResponse(200, {}));
      await first;
    });
    await expect(first).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
