/**
 * @jest-environment node
 */
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { island } from './Island';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Deferred = island('greeting', () => Promise.resolve(Greeting), { fallback: <p>loading</p> });

async function html(stream: NodeJS.ReadableStream | Readable) {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('Island on the server', () => {
  it('renders the full content inside its wrapper, never the fallback', async () => {
    expect(typeof window).toBe('undefined');
    const { prelude } = await prerenderToNodeStream(<Deferred name="Ada" />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const markup = await html(prelude);
    expect(markup).toContain('<div data-island="greeting">');
    expect(markup).toContain('Hello <!-- -->Ada');
    expect(markup).not.toContain('loading');
  });
});
