import { appOfScript, appOfStack, frameUrls, routeOf } from './attribution';

const remotes = {
  mf_marketing: 'http://localhost:3001/mf-manifest.json',
  mf_portfolio: 'http://localhost:3002/mf-manifest.json',
  mf_blog: 'http://localhost:3003/releases/2026.11.26-1/mf-manifest.json',
  mf_careers: 'http://localhost:3004/mf-manifest.json',
  mf_forms: 'http://localhost:3005/mf-manifest.json',
};

describe('release health attribution', () => {
  it('names the route pattern and the app that renders it; the shell for its own pages', () => {
    expect(routeOf('/view-blog/3')).toEqual({ route: '/view-blog/:id', app: 'mf_blog' });
    expect(routeOf('/')).toEqual({ route: '/', app: 'mf_marketing' });
    expect(routeOf('/checkchatbox')).toEqual({ route: '/checkchatbox', app: 'shell' });
    expect(routeOf('/no/such/page')).toEqual({ route: '*', app: 'shell' });
  });

  it("finds the frames' script URLs, top down, in Chromium and Firefox stacks", () => {
    const chromium =
      'Error: boom\n    at render (http://localhost:3003/releases/2026.11.26-1/__federation_expose_Page.4f2a.js:1:2345)\n    at http://localhost:3000/main.js:1:1';
    expect(frameUrls(chromium)).toEqual([
      'http://localhost:3003/releases/2026.11.26-1/__federation_expose_Page.4f2a.js',
      'http://localhost:3000/main.js',
    ]);
    expect(frameUrls('render@http://localhost:3002/chunk.js:10:5\n@http://localhost:3000/main.js:2:1\n')).toEqual([
      'http://localhost:3002/chunk.js',
      'http://localhost:3000/main.js',
    ]);
    expect(frameUrls('http://localhost:3000/main.js')).toEqual(['http://localhost:3000/main.js']);
    expect(frameUrls('Error: no frames')).toEqual([]);
  });

  it('attributes an error to the first remote frame top down, else the shell if any frame is its, else nobody', () => {
    const shell = 'http://localhost:3000';
    const reactDom = (fn: string) => `    at ${fn} (http://localhost:3000/static/js/lib-react-dom.js:1:1)`;
    const blog = '    at Teaser (http://localhost:3003/releases/2026.11.26-1/teaser.js:1:1)';
    const portfolio = '    at Card (http://localhost:3002/static/js/card.js:1:1)';
    const widget = '    at send (https://widget.example.com/chat.js:1:1)';
    const stack = (...frames: string[]) => ['Error: boom', ...frames].join('\n');
    expect(appOfStack(stack(reactDom('a'), reactDom('b'), blog, reactDom('c')), remotes, shell)).toBe('mf_blog');
    expect(appOfStack(stack(widget, portfolio, blog), remotes, shell)).toBe('mf_portfolio');
    expect(appOfStack(stack(widget, reactDom('a')), remotes, shell)).toBe('shell');
    expect(appOfStack(stack(widget), remotes, shell)).toBeUndefined();
    expect(appOfStack('Error: no frames', remotes, shell)).toBeUndefined();
  });

  it("attributes a script to the remote whose folder holds it, else the shell's origin, else nobody", () => {
    const shell = 'http://localhost:3000';
    expect(appOfScript('http://localhost:3003/releases/2026.11.26-1/a.js', remotes, shell)).toBe('mf_blog');
    expect(appOfScript('http://localhost:3002/static/js/b.js', remotes, shell)).toBe('mf_portfolio');
    expect(appOfScript('http://localhost:3000/static/js/main.js', remotes, shell)).toBe('shell');
    expect(appOfScript('https://widget.example.com/chat.js', remotes, shell)).toBeUndefined();
  });

  it('prefers the longest folder when remotes share one origin', () => {
    const oneOrigin = { ...remotes, mf_blog: 'http://localhost:3000/blog/mf-manifest.json' };
    expect(appOfScript('http://localhost:3000/blog/x.js', oneOrigin, 'http://localhost:3000')).toBe('mf_blog');
  });
});
