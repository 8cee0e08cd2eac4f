import { sendToApi } from './sendToApi';

const answering = (response: Response) =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => response);

const sentInit = (fetchImpl: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>): RequestInit =>
  fetchImpl.mock.calls[0]?.[1] ?? {};

describe('sendToApi', () => {
  it('POSTs a plain body as JSON', async () => {
    const fetchImpl = answering(new Response(null, { status: 204 }));
    await sendToApi('/api/contact', { name: 'Ada' }, { fetchImpl });
    const init = sentInit(fetchImpl);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Ada"}');
  });

  it('sends a FormData body (a file upload) as it is, leaving its multipart Content-Type to the browser', async () => {
    const fetchImpl = answering(new Response(null, { status: 204 }));
    const body = new FormData();
    body.append('fullName', 'Ada Lovelace');
    body.append('file', new File(['cv'], 'cv.pdf'));
    await sendToApi('/api/internships', body, { fetchImpl, idempotencyKey: 'key-1' });
    const init = sentInit(fetchImpl);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    const headers = new Headers(init.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
  });

  it("takes a refusal with an empty body (a proxy's 502) as a refusal without message, not as a network failure", async () => {
    const outcome = await sendToApi('/api/contact', {}, { fetchImpl: answering(new Response(null, { status: 502 })) });
    expect(outcome).toEqual({ kind: 'rejected', status: 502, message: undefined });
  });

  it('reads no message from a body that is not declared as JSON', async () => {
    const text = new Response('{"message":"from a text page"}', {
      status: 500,
      headers: { 'content-type': 'text/plain' },
    });
    expect(await sendToApi('/api/contact', {}, { fetchImpl: answering(text) })).toEqual({
      kind: 'rejected',
      status: 500,
      message: undefined,
    });
  });

  it('shows no message that is not text, nor one from JSON null or a broken JSON body', async () => {
    const json = (body: string) => new Response(body, { status: 400, headers: { 'content-type': 'application/json' } });
    for (const body of ['{"message":42}', 'null', '"Bad"', '{"message":']) {
      expect(await sendToApi('/api/contact', {}, { fetchImpl: answering(json(body)) })).toEqual({
        kind: 'rejected',
        status: 400,
        message: undefined,
      });
    }
  });

  it('passes the server message of an accepted submission on', async () => {
    const json = new Response('{"message":"Thanks"}', {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(await sendToApi('/api/contact', {}, { fetchImpl: answering(json) })).toEqual({
      kind: 'ok',
      status: 201,
      message: 'Thanks',
    });
  });
});
