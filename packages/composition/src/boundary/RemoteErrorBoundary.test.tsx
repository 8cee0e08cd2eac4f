import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Crashing(): never {
  throw new Error('cannot read the remote’s data');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its children while they render', () => {
    const onError = jest.fn();
    render(
      <RemoteErrorBoundary fallback={<p>Unavailable</p>} onError={onError}>
        <p>Remote content</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('replaces a child that crashes with the fallback, tells onError, and the page around stays', () => {
    const onError = jest.fn();
    render(
      <main>
        <h1>Home</h1>
        <RemoteErrorBoundary fallback={<p>Unavailable</p>} onError={onError}>
          <Crashing />
        </RemoteErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cannot read the remote’s data' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
  });

  it('catches as well with nobody to tell', () => {
    render(
      <main>
        <h1>Home</h1>
        <RemoteErrorBoundary fallback={<p>Unavailable</p>}>
          <Crashing />
        </RemoteErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
