import { apiPaths } from '@codecrush/contracts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when not JSON. */
  json: unknown;
}

const read = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
};

export const messageOf = (answer: { json: unknown }): string | undefined => {
  const { json } = answer;
  if (typeof json !== 'object' || json === null) return undefined;
  const message: unknown = Reflect.get(json, 'message');
  return typeof message === 'string' ? message : undefined;
};

export const postJson = async (
  baseUrl: string,
  body: unknown,
  options: { path?: string; headers?: Record<string, string> } = {},
): Promise<Answer> =>
  read(
    await fetch(`${baseUrl}${options.path ?? apiPaths.sendEmail}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    }),
  );

export interface FilePart {
  filename: string;
  content: Uint8Array;
  type?: string;
}

export const postMultipart = async (
  baseUrl: string,
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
  options: { headers?: Record<string, string>; fileField?: string } = {},
): Promise<Answer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    form.append(
      options.fileField ?? 'file',
      new Blob([part.content], { type: part.type ?? 'application/octet-stream' }),
      part.filename,
    );
  }
  return read(await fetch(`${baseUrl}${apiPaths.sendEmail}`, { method: 'POST', body: form, headers: options.headers }));
};

export const getJson = async (baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  read(await fetch(`${baseUrl}${path}`, { headers }));

/** The operator token the tests give the API, and the header that unlocks the detailed `/healthz` with it. */
export const testOpsToken = 'ops-token-for-tests';
export const opsHeaders = { authorization: `Bearer ${testOpsToken}` };
